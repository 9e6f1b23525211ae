// The sandbox HelpDeskEddy desk (docs/hde.md "Sandbox"): any address of a host name's shape is a desk; an API key of
// HelpDeskEddy's shape (32–64 letters, digits or dashes) with an email signs in unless it contains "bad"; a ticket is
// a row of sandbox_desk_tickets whose status follows the server's clock (the test clock in the end-to-end tests):
// open for 30 minutes, then in process, closed 2 hours after it was made.
import { eq } from 'drizzle-orm';
import type { DeskTicketStatus } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { sandboxDeskTickets } from '../db/schema.ts';
import type { DeskAdapter, DeskCredentials, DeskRefusal } from './desk.ts';

const DOMAIN = /^(?=.{4,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const KEY = /^[A-Za-z0-9-]{32,64}$/;
const MINUTE_MS = 60_000;
export const SANDBOX_DESK_PROCESS_AFTER_MS = 30 * MINUTE_MS;
export const SANDBOX_DESK_CLOSED_AFTER_MS = 120 * MINUTE_MS;

function refusal(desk: DeskCredentials): DeskRefusal | null {
  if (!DOMAIN.test(desk.domain)) return 'hdeDomainRefused';
  if (!EMAIL.test(desk.email) || !KEY.test(desk.apiKey) || /bad/i.test(desk.apiKey)) return 'hdeKeyRefused';
  return null;
}

/** The status of a sandbox ticket made at `createdAt`, at `now`. */
export function sandboxTicketStatus(createdAt: number, now: number): DeskTicketStatus {
  const age = now - createdAt;
  if (age >= SANDBOX_DESK_CLOSED_AFTER_MS) return 'closed';
  return age >= SANDBOX_DESK_PROCESS_AFTER_MS ? 'process' : 'open';
}

export function createSandboxDesk(deps: { db: Db; now: () => number }): DeskAdapter {
  return {
    async verify(desk) {
      const refused = refusal(desk);
      return refused ? { refused } : { ok: true };
    },
    async createTicket(desk, draft) {
      const refused = refusal(desk);
      if (refused) return { refused };
      const now = deps.now();
      const [row] = await deps.db
        .insert(sandboxDeskTickets)
        .values({ domain: desk.domain, title: draft.title, text: draft.text, createdAt: new Date(now) })
        .returning();
      const id = String(row!.id);
      return { id, number: id, url: `https://${desk.domain}/ticket/${id}`, status: sandboxTicketStatus(now, now) };
    },
    async ticketStatus(desk, id) {
      const refused = refusal(desk);
      if (refused) return { refused };
      if (!/^\d{1,9}$/.test(id)) return null;
      const [row] = await deps.db
        .select()
        .from(sandboxDeskTickets)
        .where(eq(sandboxDeskTickets.id, Number(id)));
      if (!row || row.domain !== desk.domain) return null;
      return sandboxTicketStatus(row.createdAt.getTime(), deps.now());
    },
  };
}
