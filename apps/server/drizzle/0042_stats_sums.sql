CREATE TABLE "stats_sum_times" (
	"space_id" integer NOT NULL,
	"cube" smallint NOT NULL,
	"grain" integer NOT NULL,
	"bucket" integer NOT NULL,
	"channel" text NOT NULL,
	"object_id" integer DEFAULT 0 NOT NULL,
	"company_id" integer DEFAULT 0 NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"usergroup_id" integer DEFAULT 0 NOT NULL,
	"assignee_user_id" integer DEFAULT 0 NOT NULL,
	"operator_id" integer DEFAULT 0 NOT NULL,
	"tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"post_id" integer DEFAULT 0 NOT NULL,
	"sentiment" text DEFAULT 'none' NOT NULL,
	"bin" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_sum_times_key" PRIMARY KEY("space_id","cube","grain","bucket","channel","object_id","company_id","provider","usergroup_id","assignee_user_id","operator_id","tag_ids","post_id","sentiment","bin")
);
--> statement-breakpoint
CREATE TABLE "stats_sums" (
	"space_id" integer NOT NULL,
	"cube" smallint NOT NULL,
	"grain" integer NOT NULL,
	"bucket" integer NOT NULL,
	"channel" text NOT NULL,
	"object_id" integer DEFAULT 0 NOT NULL,
	"company_id" integer DEFAULT 0 NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"usergroup_id" integer DEFAULT 0 NOT NULL,
	"assignee_user_id" integer DEFAULT 0 NOT NULL,
	"operator_id" integer DEFAULT 0 NOT NULL,
	"tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"post_id" integer DEFAULT 0 NOT NULL,
	"sentiment" text DEFAULT 'none' NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"replies" integer DEFAULT 0 NOT NULL,
	"replied" integer DEFAULT 0 NOT NULL,
	"closed_with_reply" integer DEFAULT 0 NOT NULL,
	"closed_without_reply" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_sums_key" PRIMARY KEY("space_id","cube","grain","bucket","channel","object_id","company_id","provider","usergroup_id","assignee_user_id","operator_id","tag_ids","post_id","sentiment")
);
--> statement-breakpoint
ALTER TABLE "stats_sum_times" ADD CONSTRAINT "stats_sum_times_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_sums" ADD CONSTRAINT "stats_sums_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (docs/stats.md "Grains and cubes"): the sums start empty; one recount job per space that has rollups
-- fills them from its rows.
INSERT INTO "jobs" ("kind", "key", "run_at", "payload")
SELECT 'stats.recount', 'stats.recount:' || s.id, now(), jsonb_build_object('space_id', s.id)
FROM "spaces" s WHERE EXISTS (SELECT 1 FROM "stats_rollups" r WHERE r.space_id = s.id)
ON CONFLICT DO NOTHING;
