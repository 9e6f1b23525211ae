CREATE TABLE "account_keys" (
	"object_id" integer PRIMARY KEY NOT NULL,
	"keys" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_keys" ADD CONSTRAINT "account_keys_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;