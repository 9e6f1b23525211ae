// A space's HelpDeskEddy desk (settings/hde/{id}, docs/hde.md): connected once the desk accepts the email and key,
// read, disconnected. The key is sealed like the integration tokens and account keys (integrations/tokenCipher.ts)
// and never answered.
import { and, eq, ne } from 'drizzle-orm';
import type { HdeConnect, HdeDesk } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { hdeDesks, hdeTickets } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import type { TokenCipher } from '../integrations/tokenCipher.ts';
import type { DeskAdapter, DeskCredentials } from './desk.ts';
import { scheduleTicketSync } from './tickets.ts';

type Row = typeof hdeDesks.$inferSelect;
export type HdeDeps = { db: Db; now: () => number; desk: DeskAdapter; tokens: TokenCipher };

export const toHdeDesk = (spaceId: number, row: Row | undefined): HdeDesk => ({
  space_id: spaceId,
  connected: row !== undefined,
  domain: row?.domain ?? null,
  email: row?.email ?? null,
  status: row?.status ?? null,
  connected_at: row ? Math.floor(row.connectedAt.getTime() / 1000) : null,
});

export async function deskRowOf(db: Db, spaceId: number): Promise<Row | undefined> {
  const [row] = await db.select().from(hdeDesks).where(eq(hdeDesks.spaceId, spaceId));
  return row;
}

export const credentialsOf = (row: Row, tokens: TokenCipher): DeskCredentials => ({
  domain: row.domain,
  email: row.email,
  apiKey: tokens.open(row.apiKey),
});

/** The address as people paste it: no scheme, no path, lower case (`https://Support.helpdeskeddy.com/` works). */
export const normalDomain = (domain: string): string =>
  domain
    .trim()
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/[/?#].*$/, '')
    .toLowerCase();

export async function connectDesk(deps: HdeDeps, spaceId: number, input: HdeConnect): Promise<HdeDesk> {
  const desk = { domain: normalDomain(input.domain), email: input.email.trim(), apiKey: input.api_key.trim() };
  const verdict = await deps.desk.verify(desk);
  if ('refused' in verdict) throw new ApiFailure(400, verdict.refused);
  const values = {
    domain: desk.domain,
    email: desk.email,
    apiKey: deps.tokens.seal(desk.apiKey),
    status: 'connected' as const,
    connectedAt: new Date(deps.now()),
  };
  const [row] = await deps.db
    .insert(hdeDesks)
    .values({ spaceId, ...values })
    .onConflictDoUpdate({ target: hdeDesks.spaceId, set: values })
    .returning();
  // Connected again (after an error, or another key): the tickets still open are read again.
  const open = await deps.db
    .select({ issueId: hdeTickets.issueId })
    .from(hdeTickets)
    .where(and(eq(hdeTickets.spaceId, spaceId), ne(hdeTickets.status, 'closed')));
  for (const ticket of open) await scheduleTicketSync(deps.db, ticket.issueId, deps.now());
  return toHdeDesk(spaceId, row);
}

/** The tickets already sent stay on the issues (their links still work); no status comes back any more. */
export async function disconnectDesk(db: Db, spaceId: number): Promise<HdeDesk> {
  await db.delete(hdeDesks).where(eq(hdeDesks.spaceId, spaceId));
  return toHdeDesk(spaceId, undefined);
}
