ALTER TABLE "promocodes" ADD COLUMN "owner_user_id" integer;--> statement-breakpoint
ALTER TABLE "promocodes" ADD CONSTRAINT "promocodes_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promocodes_owner" ON "promocodes" USING btree ("owner_user_id");