ALTER TABLE "stats_reply_times" ADD COLUMN "post_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_reply_times" ADD COLUMN "sentiment" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_rollups" ADD COLUMN "post_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_rollups" ADD COLUMN "sentiment" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_reply_times" DROP CONSTRAINT "stats_reply_times_key";
--> statement-breakpoint
ALTER TABLE "stats_reply_times" ADD CONSTRAINT "stats_reply_times_key" PRIMARY KEY("space_id","bucket","channel","object_id","company_id","provider","usergroup_id","assignee_user_id","operator_id","tag_ids","post_id","sentiment","bin");--> statement-breakpoint
ALTER TABLE "stats_rollups" DROP CONSTRAINT "stats_rollups_key";
--> statement-breakpoint
ALTER TABLE "stats_rollups" ADD CONSTRAINT "stats_rollups_key" PRIMARY KEY("space_id","bucket","channel","object_id","company_id","provider","usergroup_id","assignee_user_id","operator_id","tag_ids","post_id","sentiment");--> statement-breakpoint
-- Hand-written (docs/stats.md "posts and sentiment"): the rows kept before this migration have post_id 0 and
-- sentiment 'none'; one recount job per space that has rollups puts them under their post and sentiment.
INSERT INTO "jobs" ("kind", "key", "run_at", "payload")
SELECT 'stats.recount', 'stats.recount:' || s.id, now(), jsonb_build_object('space_id', s.id)
FROM "spaces" s WHERE EXISTS (SELECT 1 FROM "stats_rollups" r WHERE r.space_id = s.id)
ON CONFLICT DO NOTHING;
