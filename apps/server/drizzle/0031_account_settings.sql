ALTER TABLE "objects" ADD COLUMN "disconnected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;