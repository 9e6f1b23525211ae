// HelpDeskEddy (spec §2.4 hde/{id}; docs/hde.md): a space's desk connection (the API key sealed like
// account_keys and integration tokens: integrations/tokenCipher.ts, never answered), the ticket each issue was sent
// as, and the sandbox desk's own tickets (the stand-in for helpdeskeddy.com, hde/sandbox.ts).
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { DeskTicketStatus, HdeDeskState } from '@console/api/contract';
import { issues, spaces } from '../schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One desk per space (settings/hde/{space id}). */
export const hdeDesks = pgTable('hde_desks', {
  spaceId: integer('space_id')
    .primaryKey()
    .references(() => spaces.id, { onDelete: 'cascade' }),
  /** The desk's address (`support.helpdeskeddy.com`). */
  domain: text('domain').notNull(),
  /** The agent whose API key it is (HelpDeskEddy's API signs in with email and key). */
  email: text('email').notNull(),
  /** Sealed (tokenCipher.ts `v1:`); opened only to call the desk. */
  apiKey: text('api_key').notNull(),
  status: text('status').$type<HdeDeskState>().notNull().default('connected'),
  connectedAt: at('connected_at').notNull(),
});

/** The ticket an issue was sent as; its status is read back by the hde.sync job (hde/tickets.ts). */
export const hdeTickets = pgTable(
  'hde_tickets',
  {
    issueId: integer('issue_id')
      .primaryKey()
      .references(() => issues.id, { onDelete: 'cascade' }),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    ticketId: text('ticket_id').notNull(),
    number: text('number').notNull(),
    url: text('url').notNull(),
    status: text('status').$type<DeskTicketStatus>().notNull(),
    sentAt: at('sent_at').notNull(),
    syncedAt: at('synced_at').notNull(),
  },
  (t) => [index('hde_tickets_space').on(t.spaceId)],
);

/** The sandbox desk's tickets (this machine only): their status follows the clock (hde/sandbox.ts). */
export const sandboxDeskTickets = pgTable('sandbox_desk_tickets', {
  id: serial('id').primaryKey(),
  domain: text('domain').notNull(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  createdAt: at('created_at').notNull(),
});
