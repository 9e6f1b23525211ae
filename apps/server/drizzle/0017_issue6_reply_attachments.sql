-- Item replies carry files as chat messages do: one store, uploaded for a chat or for an item, carried
-- by a message or by our reply (an item); exactly one of chat_id and item_id.
ALTER TABLE "chat_attachments" ALTER COLUMN "chat_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD COLUMN "item_id" integer;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD COLUMN "reply_id" integer;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_reply_id_items_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_attachments_item" ON "chat_attachments" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "chat_attachments_reply" ON "chat_attachments" USING btree ("reply_id");--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_one_target" CHECK (("chat_attachments"."chat_id" is null) <> ("chat_attachments"."item_id" is null));