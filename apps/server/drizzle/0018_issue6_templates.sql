CREATE TABLE "templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"provider" text,
	"object_id" integer,
	CONSTRAINT "templates_object_has_provider" CHECK ("templates"."object_id" is null or "templates"."provider" is not null)
);
--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "templates_space" ON "templates" USING btree ("space_id","id");