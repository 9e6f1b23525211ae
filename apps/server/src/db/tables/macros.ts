// settings/macros (spec §2.4): a space's macros, each an ordered list of actions (contract/macros.ts) kept as one
// JSON value, with an optional keyboard shortcut unique within the space (docs/macros.md).
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MacroAction } from '@console/api/contract';
import { spaces } from '../schema.ts';

export const macros = pgTable(
  'macros',
  {
    id: serial('id').primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shortcut: text('shortcut'),
    actions: jsonb('actions').$type<MacroAction[]>().notNull(),
  },
  (t) => [index('macros_space').on(t.spaceId, t.id), uniqueIndex('macros_space_shortcut').on(t.spaceId, t.shortcut)],
);
