CREATE TABLE "stats_status_time" (
	"space_id" integer NOT NULL,
	"bucket" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_status_time_key" PRIMARY KEY("space_id","bucket","user_id","status_id")
);
--> statement-breakpoint
CREATE TABLE "status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"space_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"at" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stats_status_time" ADD CONSTRAINT "stats_status_time_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_status_time" ADD CONSTRAINT "stats_status_time_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_changes" ADD CONSTRAINT "status_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "status_changes_user_at" ON "status_changes" USING btree ("user_id","at","id");--> statement-breakpoint
CREATE INDEX "status_changes_space_at" ON "status_changes" USING btree ("space_id","at");--> statement-breakpoint
-- Hand-written (docs/stats.md "Status time"): each user's status held at migration time starts its time here.
INSERT INTO "status_changes" ("user_id", "space_id", "status_id", "at") SELECT "users"."id", "user_statuses"."space_id", "users"."status", extract(epoch from now())::integer FROM "users" JOIN "user_statuses" ON "user_statuses"."id" = "users"."status";
