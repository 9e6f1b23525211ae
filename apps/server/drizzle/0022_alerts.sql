CREATE TABLE "filter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"filter_id" integer NOT NULL,
	"channel" text NOT NULL,
	"frequency" text NOT NULL,
	"origin" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_channel_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "space_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"kind" text NOT NULL,
	"token" text NOT NULL,
	"target" text NOT NULL,
	"account" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "filter_subscriptions" ADD CONSTRAINT "filter_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_subscriptions" ADD CONSTRAINT "filter_subscriptions_filter_id_saved_filters_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."saved_filters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_integrations" ADD CONSTRAINT "space_integrations_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "filter_subscriptions_user" ON "filter_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "filter_subscriptions_filter_channel" ON "filter_subscriptions" USING btree ("filter_id","channel");--> statement-breakpoint
CREATE INDEX "filter_subscriptions_frequency" ON "filter_subscriptions" USING btree ("frequency") WHERE "filter_subscriptions"."frequency" <> 'never';--> statement-breakpoint
CREATE INDEX "sandbox_channel_messages_created" ON "sandbox_channel_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "space_integrations_kind" ON "space_integrations" USING btree ("space_id","kind");