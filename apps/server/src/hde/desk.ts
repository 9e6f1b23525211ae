// The HelpDeskEddy desk behind one interface (docs/hde.md), like the notification channels (integrations/channel.ts)
// and the networks: the reference server ships a sandbox desk (sandbox.ts) since helpdeskeddy.com cannot be reached
// from here; an adapter of HelpDeskEddy's API v2 (https://{domain}/api/v2/, basic auth with the agent's email and API
// key) implements the same interface.
import type { DeskTicketStatus } from '@console/api/contract';

/** How the desk is reached: its address, and the agent's email and API key (opened from the sealed column). */
export type DeskCredentials = { domain: string; email: string; apiKey: string };

/** Why the desk refuses: an address that is no desk, or an email and key it does not accept. */
export type DeskRefusal = 'hdeDomainRefused' | 'hdeKeyRefused';

export type DeskTicketDraft = { title: string; text: string };

/** A ticket on the desk: its id (the API's), the number people see, its page, its status. */
export type DeskTicket = { id: string; number: string; url: string; status: DeskTicketStatus };

export interface DeskAdapter {
  /** Asks the desk whether the email and key sign in. */
  verify(desk: DeskCredentials): Promise<{ ok: true } | { refused: DeskRefusal }>;
  createTicket(desk: DeskCredentials, draft: DeskTicketDraft): Promise<DeskTicket | { refused: DeskRefusal }>;
  /** The ticket's status now; null when the desk has no such ticket (deleted there). */
  ticketStatus(desk: DeskCredentials, id: string): Promise<DeskTicketStatus | null | { refused: DeskRefusal }>;
}
