CREATE TABLE "action_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_grants" (
	"invitation_id" integer PRIMARY KEY NOT NULL,
	"roles" jsonb NOT NULL,
	"usergroup_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"limited_to_groups" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "space_member_blocks" (
	"space_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"member_since" timestamp with time zone NOT NULL,
	"limited_to_groups" boolean DEFAULT false NOT NULL,
	"blocked_by" integer,
	"blocked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "space_member_blocks_space_id_user_id_pk" PRIMARY KEY("space_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "action_log" ADD CONSTRAINT "action_log_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_log" ADD CONSTRAINT "action_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_grants" ADD CONSTRAINT "invitation_grants_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_member_blocks" ADD CONSTRAINT "space_member_blocks_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_member_blocks" ADD CONSTRAINT "space_member_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_member_blocks" ADD CONSTRAINT "space_member_blocks_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_log_space_created" ON "action_log" USING btree ("space_id","created_at");--> statement-breakpoint
CREATE INDEX "space_member_blocks_user" ON "space_member_blocks" USING btree ("user_id");