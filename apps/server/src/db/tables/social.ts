// The social sign-in slice's tables: the sandbox identity provider's codes, sign-ups waiting for an email
// (error_type no_email), data deletion requests, and the OAuth grant page's clients and codes.
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SocialProvider } from '@console/api/contract';
import { oauthClients, users } from '../schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

// A code the sandbox provider's page handed out: one use, bound to the redirect_uri it was issued for (as OAuth 2).
export const sandboxSocialCodes = pgTable('sandbox_social_codes', {
  codeHash: text('code_hash').primaryKey(), // sha256 of the code
  provider: text('provider').$type<SocialProvider>().notNull(),
  providerUserId: text('provider_user_id').notNull(),
  name: text('name').notNull(),
  email: text('email'), // null: the provider does not share the address
  redirectUri: text('redirect_uri').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

// spec §7 no_email: the identity a provider vouched for, waiting for the address; the access_token is its key.
export const socialPendingSignups = pgTable(
  'social_pending_signups',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    provider: text('provider').$type<SocialProvider>().notNull(),
    providerUserId: text('provider_user_id').notNull(),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('social_pending_signups_token').on(t.tokenHash)],
);

// spec §2.1 /deleterequest/{id}: a provider's data deletion request (Facebook's callback) and how far it got.
export const dataDeletionRequests = pgTable('data_deletion_requests', {
  id: text('id').primaryKey(), // the confirmation code given to the provider
  provider: text('provider').notNull(),
  status: text('status').$type<'received' | 'in_progress' | 'completed'>().notNull(),
  createdAt: at('created_at').notNull(),
  completedAt: at('completed_at'),
});

// spec §2.2 /oauth: where each client may send the person back to (exact match).
export const oauthClientRedirects = pgTable(
  'oauth_client_redirects',
  {
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.id, { onDelete: 'cascade' }),
    redirectUri: text('redirect_uri').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.redirectUri] })],
);

// An approved /oauth request: a one-use code for the client, bound to the redirect_uri.
export const oauthAuthorizationCodes = pgTable(
  'oauth_authorization_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('oauth_authorization_codes_user').on(t.userId)],
);
