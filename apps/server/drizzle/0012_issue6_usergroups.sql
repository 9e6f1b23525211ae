CREATE TABLE "usergroup_members" (
	"usergroup_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "usergroup_members_usergroup_id_user_id_pk" PRIMARY KEY("usergroup_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "usergroups" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "space_members" ADD COLUMN "limited_to_groups" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "usergroup_id" integer;--> statement-breakpoint
ALTER TABLE "usergroup_members" ADD CONSTRAINT "usergroup_members_usergroup_id_usergroups_id_fk" FOREIGN KEY ("usergroup_id") REFERENCES "public"."usergroups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usergroup_members" ADD CONSTRAINT "usergroup_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usergroups" ADD CONSTRAINT "usergroups_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usergroup_members_user" ON "usergroup_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "usergroups_space" ON "usergroups" USING btree ("space_id","id");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_usergroup_id_usergroups_id_fk" FOREIGN KEY ("usergroup_id") REFERENCES "public"."usergroups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "items_usergroup_created" ON "items" USING btree ("usergroup_id","created_at","id");