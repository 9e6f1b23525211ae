CREATE TABLE "stats_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"sections" text[] NOT NULL,
	"period" text NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" text DEFAULT 'off' NOT NULL,
	"hour" integer DEFAULT 9 NOT NULL,
	"next_send_at" timestamp with time zone,
	"origin" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "stats_reports" ADD CONSTRAINT "stats_reports_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_reports" ADD CONSTRAINT "stats_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stats_reports_user_space" ON "stats_reports" USING btree ("user_id","space_id");