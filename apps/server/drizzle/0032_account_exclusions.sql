CREATE TABLE "account_chat_settings" (
	"object_id" integer PRIMARY KEY NOT NULL,
	"new_chats" text DEFAULT 'all' NOT NULL,
	"assignee_type" text,
	"assignee_id" integer,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_exclusions" (
	"object_id" integer NOT NULL,
	"scope" text NOT NULL,
	"words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"post_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "account_exclusions_object_id_scope_pk" PRIMARY KEY("object_id","scope")
);
--> statement-breakpoint
ALTER TABLE "account_chat_settings" ADD CONSTRAINT "account_chat_settings_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_exclusions" ADD CONSTRAINT "account_exclusions_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;