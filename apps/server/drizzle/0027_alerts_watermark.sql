ALTER TABLE "jobs" ADD COLUMN "follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "filter_subscriptions" ADD COLUMN "last_item_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "filter_subscriptions" SET "last_item_id" = coalesce((SELECT max("id") FROM "items" WHERE "items"."created_at" <= "filter_subscriptions"."since"), 0);--> statement-breakpoint
ALTER TABLE "filter_subscriptions" DROP COLUMN "since";
