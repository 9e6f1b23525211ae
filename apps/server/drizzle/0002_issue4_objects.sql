CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"name" text NOT NULL,
	"settings" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objects" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text NOT NULL,
	"screen_name" text,
	"domain" text,
	"image" text,
	"url" text,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_space" ON "companies" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "objects_company" ON "objects" USING btree ("company_id");