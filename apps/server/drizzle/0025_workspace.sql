CREATE TABLE "business_hours" (
	"space_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	CONSTRAINT "business_hours_space_id_weekday_pk" PRIMARY KEY("space_id","weekday")
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"space_id" integer NOT NULL,
	"date" date NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	CONSTRAINT "holidays_space_id_date_pk" PRIMARY KEY("space_id","date")
);
--> statement-breakpoint
CREATE TABLE "mail_senders" (
	"space_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"reply_to" text,
	"confirmed_at" timestamp with time zone,
	"token_hash" text
);
--> statement-breakpoint
ALTER TABLE "business_hours" ADD CONSTRAINT "business_hours_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_senders" ADD CONSTRAINT "mail_senders_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;