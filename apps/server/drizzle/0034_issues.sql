CREATE TABLE "issue_chats" (
	"issue_id" integer NOT NULL,
	"chat_id" integer NOT NULL,
	CONSTRAINT "issue_chats_issue_id_chat_id_pk" PRIMARY KEY("issue_id","chat_id")
);
--> statement-breakpoint
CREATE TABLE "issue_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"user_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issue_counts" (
	"space_id" integer NOT NULL,
	"assignee_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"expired" boolean NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "issue_counts_space_id_assignee_id_department_id_expired_pk" PRIMARY KEY("space_id","assignee_id","department_id","expired")
);
--> statement-breakpoint
CREATE TABLE "issue_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"user_id" integer,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"version" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issue_items" (
	"issue_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "issue_items_issue_id_item_id_pk" PRIMARY KEY("issue_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "issue_settings" (
	"space_id" integer PRIMARY KEY NOT NULL,
	"closing" jsonb DEFAULT '["closed"]'::jsonb NOT NULL,
	"deadlines" jsonb DEFAULT '{"low":null,"normal":null,"high":null}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"department_id" integer,
	"assignee_id" integer,
	"due_at" timestamp with time zone,
	"expired" boolean DEFAULT false NOT NULL,
	"author_id" integer,
	"creator_id" integer,
	"usergroup_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "issue_chats" ADD CONSTRAINT "issue_chats_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_chats" ADD CONSTRAINT "issue_chats_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_comments" ADD CONSTRAINT "issue_comments_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_comments" ADD CONSTRAINT "issue_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_counts" ADD CONSTRAINT "issue_counts_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_history" ADD CONSTRAINT "issue_history_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_history" ADD CONSTRAINT "issue_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_items" ADD CONSTRAINT "issue_items_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_items" ADD CONSTRAINT "issue_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_settings" ADD CONSTRAINT "issue_settings_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_author_id_item_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."item_authors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_usergroup_id_usergroups_id_fk" FOREIGN KEY ("usergroup_id") REFERENCES "public"."usergroups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issue_chats_chat" ON "issue_chats" USING btree ("chat_id");--> statement-breakpoint
CREATE INDEX "issue_comments_issue" ON "issue_comments" USING btree ("issue_id","id");--> statement-breakpoint
CREATE INDEX "issue_history_issue" ON "issue_history" USING btree ("issue_id","version");--> statement-breakpoint
CREATE INDEX "issue_items_item" ON "issue_items" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "issues_space_number" ON "issues" USING btree ("space_id","number");--> statement-breakpoint
CREATE INDEX "issues_space_created" ON "issues" USING btree ("space_id","created_at","id");--> statement-breakpoint
CREATE INDEX "issues_space_updated" ON "issues" USING btree ("space_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "issues_assignee" ON "issues" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "issues_author" ON "issues" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "issues_usergroup" ON "issues" USING btree ("usergroup_id");--> statement-breakpoint
-- issues_count and issues_expired_count (spec §7 v1/counts) read issue_counts, kept here in the writing transaction
-- (quality.md: not counted per request): one row per space, assignee, department and expiry (0 = none), open issues only.
CREATE FUNCTION "issue_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."closed_at" IS NULL THEN
    UPDATE "issue_counts" SET "count" = "count" - 1
    WHERE "space_id" = OLD."space_id" AND "assignee_id" = coalesce(OLD."assignee_id", 0)
      AND "department_id" = coalesce(OLD."department_id", 0) AND "expired" = OLD."expired";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."closed_at" IS NULL THEN
    INSERT INTO "issue_counts" ("space_id", "assignee_id", "department_id", "expired", "count")
    VALUES (NEW."space_id", coalesce(NEW."assignee_id", 0), coalesce(NEW."department_id", 0), NEW."expired", 1)
    ON CONFLICT ("space_id", "assignee_id", "department_id", "expired") DO UPDATE SET "count" = "issue_counts"."count" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "issues_count_insert_delete" AFTER INSERT OR DELETE ON "issues" FOR EACH ROW EXECUTE FUNCTION "issue_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "issues_count_update" AFTER UPDATE OF "closed_at", "assignee_id", "department_id", "expired", "space_id" ON "issues" FOR EACH ROW
  WHEN (OLD."closed_at" IS DISTINCT FROM NEW."closed_at" OR OLD."assignee_id" IS DISTINCT FROM NEW."assignee_id"
    OR OLD."department_id" IS DISTINCT FROM NEW."department_id" OR OLD."expired" IS DISTINCT FROM NEW."expired"
    OR OLD."space_id" IS DISTINCT FROM NEW."space_id")
  EXECUTE FUNCTION "issue_counts_apply"();
