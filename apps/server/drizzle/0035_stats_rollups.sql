CREATE TABLE "stats_reply_times" (
	"space_id" integer NOT NULL,
	"bucket" integer NOT NULL,
	"channel" text NOT NULL,
	"object_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"provider" text NOT NULL,
	"usergroup_id" integer DEFAULT 0 NOT NULL,
	"assignee_user_id" integer DEFAULT 0 NOT NULL,
	"operator_id" integer DEFAULT 0 NOT NULL,
	"tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"bin" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_reply_times_key" PRIMARY KEY("space_id","bucket","channel","object_id","company_id","provider","usergroup_id","assignee_user_id","operator_id","tag_ids","bin")
);
--> statement-breakpoint
CREATE TABLE "stats_rollups" (
	"space_id" integer NOT NULL,
	"bucket" integer NOT NULL,
	"channel" text NOT NULL,
	"object_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"provider" text NOT NULL,
	"usergroup_id" integer DEFAULT 0 NOT NULL,
	"assignee_user_id" integer DEFAULT 0 NOT NULL,
	"operator_id" integer DEFAULT 0 NOT NULL,
	"tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"replies" integer DEFAULT 0 NOT NULL,
	"replied" integer DEFAULT 0 NOT NULL,
	"closed_with_reply" integer DEFAULT 0 NOT NULL,
	"closed_without_reply" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_rollups_key" PRIMARY KEY("space_id","bucket","channel","object_id","company_id","provider","usergroup_id","assignee_user_id","operator_id","tag_ids")
);
--> statement-breakpoint
ALTER TABLE "stats_reply_times" ADD CONSTRAINT "stats_reply_times_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_rollups" ADD CONSTRAINT "stats_rollups_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;