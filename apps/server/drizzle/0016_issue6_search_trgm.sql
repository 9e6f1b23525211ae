-- The items search (items/list.ts): `ilike '%…%'` by trigram GIN indexes. pg_trgm is a contrib module of PostgreSQL
-- (trusted since 13: a database owner may create it) and of PGlite (loaded by openPglite, db/database.ts).
CREATE EXTENSION IF NOT EXISTS "pg_trgm";--> statement-breakpoint
CREATE INDEX "item_authors_name_trgm" ON "item_authors" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_text_trgm" ON "items" USING gin ("text" gin_trgm_ops);
