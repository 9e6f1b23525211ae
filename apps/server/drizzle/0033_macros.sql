CREATE TABLE "macros" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"name" text NOT NULL,
	"shortcut" text,
	"actions" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "macros" ADD CONSTRAINT "macros_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "macros_space" ON "macros" USING btree ("space_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "macros_space_shortcut" ON "macros" USING btree ("space_id","shortcut");