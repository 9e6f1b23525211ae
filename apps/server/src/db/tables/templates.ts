// spec §7 GET v1/templates: the reply templates of a space, inserted with '/' in the reply composer.
// A template is for every network (provider null) or for one network, and then optionally for one of its accounts.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { spaces } from '../schema.ts';
import { objects } from './objects.ts';

export const templates = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    text: text('text').notNull(),
    provider: text('provider'),
    objectId: integer('object_id').references(() => objects.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('templates_space').on(t.spaceId, t.id),
    // One account's template belongs to that account's network.
    check('templates_object_has_provider', sql`${t.objectId} is null or ${t.provider} is not null`),
  ],
);
