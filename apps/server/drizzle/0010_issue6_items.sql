CREATE TABLE "author_blocks" (
	"author_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer,
	"until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "author_labels" (
	"author_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "author_labels_author_id_label_id_pk" PRIMARY KEY("author_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "author_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"user_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text NOT NULL,
	"name" text NOT NULL,
	"avatar" text,
	"url" text,
	"items_count" integer DEFAULT 0 NOT NULL,
	"notes_count" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "item_counts" (
	"space_id" integer NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_counts_space_id_status_pk" PRIMARY KEY("space_id","status")
);
--> statement-breakpoint
CREATE TABLE "item_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"version" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"object_id" integer NOT NULL,
	"text" text NOT NULL,
	"url" text,
	"image" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "item_reads" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "item_reads_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "item_tags" (
	"item_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "item_tags_item_id_tag_id_pk" PRIMARY KEY("item_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"object_id" integer NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"post_id" integer,
	"author_id" integer NOT NULL,
	"parent_id" integer,
	"text" text NOT NULL,
	"rating" smallint,
	"created_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone,
	"status" text NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"sentiment" text DEFAULT 'none' NOT NULL,
	"assignee_id" integer,
	"liked" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"reported" boolean DEFAULT false NOT NULL,
	"excluded" boolean DEFAULT false NOT NULL,
	"from_us" boolean DEFAULT false NOT NULL,
	"replied_by" integer,
	"delivery" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "author_blocks" ADD CONSTRAINT "author_blocks_author_id_item_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."item_authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_blocks" ADD CONSTRAINT "author_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_labels" ADD CONSTRAINT "author_labels_author_id_item_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."item_authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_notes" ADD CONSTRAINT "author_notes_author_id_item_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."item_authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_notes" ADD CONSTRAINT "author_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_authors" ADD CONSTRAINT "item_authors_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_counts" ADD CONSTRAINT "item_counts_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_history" ADD CONSTRAINT "item_history_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_history" ADD CONSTRAINT "item_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_posts" ADD CONSTRAINT "item_posts_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_posts" ADD CONSTRAINT "item_posts_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_reads" ADD CONSTRAINT "item_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_reads" ADD CONSTRAINT "item_reads_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_tags" ADD CONSTRAINT "item_tags_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_post_id_item_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."item_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_author_id_item_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."item_authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "author_notes_author" ON "author_notes" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "item_authors_identity" ON "item_authors" USING btree ("space_id","provider","provider_id");--> statement-breakpoint
CREATE INDEX "item_authors_activity" ON "item_authors" USING btree ("space_id","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "item_history_item" ON "item_history" USING btree ("item_id","version");--> statement-breakpoint
CREATE INDEX "item_posts_object" ON "item_posts" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "item_tags_tag" ON "item_tags" USING btree ("tag_id","item_id");--> statement-breakpoint
CREATE INDEX "items_space_created" ON "items" USING btree ("space_id","created_at","id");--> statement-breakpoint
CREATE INDEX "items_space_status_created" ON "items" USING btree ("space_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "items_object_created" ON "items" USING btree ("object_id","created_at","id");--> statement-breakpoint
CREATE INDEX "items_author_created" ON "items" USING btree ("author_id","created_at","id");--> statement-breakpoint
CREATE INDEX "items_assignee_created" ON "items" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "items_parent" ON "items" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "items_post" ON "items" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "items_delivery_pending" ON "items" USING btree ("delivery") WHERE "items"."delivery" = 'pending';--> statement-breakpoint
-- items_count (spec §7 v1/counts) is read from item_counts, kept here in the writing transaction (quality.md: not counted per request).
CREATE FUNCTION "item_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "item_counts" SET "count" = "count" - 1 WHERE "space_id" = OLD."space_id" AND "status" = OLD."status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "item_counts" ("space_id", "status", "count") VALUES (NEW."space_id", NEW."status", 1)
    ON CONFLICT ("space_id", "status") DO UPDATE SET "count" = "item_counts"."count" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "items_count_insert_delete" AFTER INSERT OR DELETE ON "items" FOR EACH ROW EXECUTE FUNCTION "item_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "items_count_status" AFTER UPDATE OF "status", "space_id" ON "items" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."space_id" IS DISTINCT FROM NEW."space_id")
  EXECUTE FUNCTION "item_counts_apply"();
