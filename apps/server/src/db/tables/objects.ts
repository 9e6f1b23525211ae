// Companies and their connected accounts (spec §3 Company, Object), each in one space.
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { AccountStoredSettings, CompanySettings } from '@console/api/contract';
import { spaces } from '../schema.ts';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    settings: jsonb('settings').$type<CompanySettings>().notNull(),
  },
  (t) => [index('companies_space').on(t.spaceId)],
);

export const objects = pgTable(
  'objects',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    provider: text('provider').notNull(),
    providerId: text('provider_id').notNull(), // the network's id (a phone for WhatsApp)
    screenName: text('screen_name'),
    domain: text('domain'),
    image: text('image'),
    url: text('url'),
    error: text('error'), // the network's last error for the account; null when it works
    // settings/accounts/{id} (docs/accounts.md): collecting stopped by the administrator; items and chats are kept.
    disconnected: boolean('disconnected').notNull().default(false),
    // The catalogue's flag settings turned off, and the reactions offered (absent: all of the provider's).
    settings: jsonb('settings').$type<AccountStoredSettings>().notNull().default({}),
  },
  (t) => [index('objects_company').on(t.companyId)],
);

/**
 * The tokens and keys an account of a network without a popup was connected with (POST v1/accounts/connect), by the
 * catalogue's field names. Written, read only by the network's adapter, never returned by any endpoint.
 */
export const accountKeys = pgTable('account_keys', {
  objectId: integer('object_id')
    .primaryKey()
    .references(() => objects.id, { onDelete: 'cascade' }),
  keys: jsonb('keys').$type<Record<string, string>>().notNull(),
});
