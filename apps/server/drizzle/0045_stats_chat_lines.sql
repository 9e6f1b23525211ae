CREATE TABLE "stats_chat_lines" (
	"chat_id" integer NOT NULL,
	"event" text NOT NULL,
	"operator_id" integer NOT NULL,
	"bucket" integer NOT NULL,
	CONSTRAINT "stats_chat_lines_key" PRIMARY KEY("event","bucket","chat_id","operator_id")
);
--> statement-breakpoint
CREATE TABLE "stats_chat_spans" (
	"chat_id" integer NOT NULL,
	"event" text NOT NULL,
	"operator_id" integer NOT NULL,
	"first_bucket" integer NOT NULL,
	"last_bucket" integer NOT NULL,
	CONSTRAINT "stats_chat_spans_key" PRIMARY KEY("chat_id","event","operator_id")
);
--> statement-breakpoint
ALTER TABLE "stats_chat_lines" ADD CONSTRAINT "stats_chat_lines_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_chat_spans" ADD CONSTRAINT "stats_chat_spans_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stats_chat_lines_chat" ON "stats_chat_lines" USING btree ("chat_id","event","bucket");--> statement-breakpoint
CREATE INDEX "stats_chat_spans_event" ON "stats_chat_spans" USING btree ("event","operator_id","last_bucket","first_bucket","chat_id");--> statement-breakpoint
-- Hand-written (docs/stats.md "Drill-down"): the chats' event lines start empty; one recount job per space that has
-- chats fills them, as it refills the rollups.
INSERT INTO "jobs" ("kind", "key", "run_at", "payload")
SELECT 'stats.recount', 'stats.recount:' || s.id, now(), jsonb_build_object('space_id', s.id)
FROM "spaces" s WHERE EXISTS (SELECT 1 FROM "chats" c WHERE c.space_id = s.id)
ON CONFLICT DO NOTHING;
