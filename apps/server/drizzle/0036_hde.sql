CREATE TABLE "hde_desks" (
	"space_id" integer PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"email" text NOT NULL,
	"api_key" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"connected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hde_tickets" (
	"issue_id" integer PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"ticket_id" text NOT NULL,
	"number" text NOT NULL,
	"url" text NOT NULL,
	"status" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_desk_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hde_desks" ADD CONSTRAINT "hde_desks_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hde_tickets" ADD CONSTRAINT "hde_tickets_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hde_tickets" ADD CONSTRAINT "hde_tickets_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hde_tickets_space" ON "hde_tickets" USING btree ("space_id");