ALTER TABLE "users" ADD COLUMN "email_pending" text;--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD COLUMN "cancels" text;