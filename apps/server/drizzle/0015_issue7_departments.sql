CREATE TABLE "chat_reads" (
	"user_id" integer NOT NULL,
	"chat_id" integer NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_reads_user_id_chat_id_pk" PRIMARY KEY("user_id","chat_id")
);
--> statement-breakpoint
CREATE TABLE "department_members" (
	"department_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "department_members_department_id_user_id_pk" PRIMARY KEY("department_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "incoming_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_members" ADD CONSTRAINT "department_members_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_members" ADD CONSTRAINT "department_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_reads_chat" ON "chat_reads" USING btree ("chat_id");--> statement-breakpoint
CREATE INDEX "department_members_user" ON "department_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "departments_space" ON "departments" USING btree ("space_id","id");--> statement-breakpoint
-- Unread becomes per user: every member of a chat's space keeps what the shared counter said before.
UPDATE "chats" SET "incoming_count" = (SELECT count(*) FROM "chat_messages" WHERE "chat_messages"."chat_id" = "chats"."id" AND "chat_messages"."kind" = 'message' AND "chat_messages"."direction" = 'in');--> statement-breakpoint
INSERT INTO "chat_reads" ("user_id", "chat_id", "read_count") SELECT "space_members"."user_id", "chats"."id", greatest("chats"."incoming_count" - "chats"."unread_count", 0) FROM "chats" INNER JOIN "space_members" ON "space_members"."space_id" = "chats"."space_id";--> statement-breakpoint
ALTER TABLE "chats" DROP COLUMN "unread_count";