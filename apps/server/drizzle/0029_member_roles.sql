-- Role and flags per membership (spec §1, §3; docs/roles.md): each existing membership, active or blocked, takes the
-- user's role and flags as they were; then the user's own columns go.
ALTER TABLE "space_members" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "space_members" ADD COLUMN "roles" jsonb;--> statement-breakpoint
ALTER TABLE "space_member_blocks" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "space_member_blocks" ADD COLUMN "roles" jsonb;--> statement-breakpoint
UPDATE "space_members" SET "role" = "users"."role", "roles" = "users"."roles" FROM "users" WHERE "users"."id" = "space_members"."user_id";--> statement-breakpoint
UPDATE "space_member_blocks" SET "role" = "users"."role", "roles" = "users"."roles" FROM "users" WHERE "users"."id" = "space_member_blocks"."user_id";--> statement-breakpoint
ALTER TABLE "space_members" ALTER COLUMN "role" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "space_members" ALTER COLUMN "roles" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "space_member_blocks" ALTER COLUMN "role" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "space_member_blocks" ALTER COLUMN "roles" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "role";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "roles";
