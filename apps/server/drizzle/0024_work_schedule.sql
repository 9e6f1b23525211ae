CREATE TABLE "absences" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	CONSTRAINT "absences_order" CHECK ("absences"."ends_on" >= "absences"."starts_on"),
	CONSTRAINT "absences_kind" CHECK ("absences"."kind" in ('vacation', 'sick_leave', 'other'))
);
--> statement-breakpoint
CREATE TABLE "shift_template_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"status_id" integer NOT NULL,
	CONSTRAINT "shift_template_shifts_weekday" CHECK ("shift_template_shifts"."weekday" between 1 and 7),
	CONSTRAINT "shift_template_shifts_minutes" CHECK ("shift_template_shifts"."start_minute" >= 0 and "shift_template_shifts"."end_minute" <= 1440 and "shift_template_shifts"."end_minute" > "shift_template_shifts"."start_minute")
);
--> statement-breakpoint
CREATE TABLE "shift_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"status_id" integer NOT NULL,
	CONSTRAINT "shifts_weekday" CHECK ("shifts"."weekday" between 1 and 7),
	CONSTRAINT "shifts_minutes" CHECK ("shifts"."start_minute" >= 0 and "shifts"."end_minute" <= 1440 and "shifts"."end_minute" > "shifts"."start_minute")
);
--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_template_shifts" ADD CONSTRAINT "shift_template_shifts_template_id_shift_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."shift_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_template_shifts" ADD CONSTRAINT "shift_template_shifts_status_id_user_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."user_statuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_templates" ADD CONSTRAINT "shift_templates_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_status_id_user_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."user_statuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absences_space_user" ON "absences" USING btree ("space_id","user_id");--> statement-breakpoint
CREATE INDEX "shift_template_shifts_template" ON "shift_template_shifts" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "shift_templates_space" ON "shift_templates" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "shifts_space_user" ON "shifts" USING btree ("space_id","user_id");