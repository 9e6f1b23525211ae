import * as z from 'zod/mini';
import { RequestIdParam } from './ids.ts';
import { ISSUES_PATH } from './issues.ts';

// HelpDeskEddy (spec §2.4 hde/{id}; docs/hde.md): settings/hde/{id} connects a space's desk (the route's id is
// the space's); an issue is sent there as a ticket and the ticket's status comes back. The spec shows no endpoint:
// these are ours, in the style of v1/integrations. The API key is written, never answered.
export const HDE_PATH = 'v1/hde';
export const hdePath = (spaceId: number): string => `${HDE_PATH}/${spaceId}`;
export const issueDeskPath = (issueId: number): string => `${ISSUES_PATH}/${issueId}/hde`;

/** HelpDeskEddy's API key (the profile's "API key") and its address are short; kept well under these. */
export const HDE_KEY_MAX = 200;
export const HDE_DOMAIN_MAX = 253;
export const HDE_EMAIL_MAX = 254;

/** The desk's ticket statuses as the adapter reports them (HelpDeskEddy's default ones). */
export const DESK_TICKET_STATUSES = ['open', 'process', 'waiting', 'closed'] as const;
export const DeskTicketStatus = z.enum(DESK_TICKET_STATUSES);
export type DeskTicketStatus = z.infer<typeof DeskTicketStatus>;

/** 'connected'; 'error' when the desk refused the key since (the page asks to connect again). */
export const HDE_DESK_STATES = ['connected', 'error'] as const;
export const HdeDeskState = z.enum(HDE_DESK_STATES);
export type HdeDeskState = z.infer<typeof HdeDeskState>;

/** A space's desk: connected or not, its address and the agent's email (never the key). */
export const HdeDesk = z.object({
  space_id: z.int(),
  connected: z.boolean(),
  /** The desk's address, e.g. `support.helpdeskeddy.com`; null while not connected. */
  domain: z.nullable(z.string()),
  /** The agent whose API key it is; null while not connected. */
  email: z.nullable(z.string()),
  /** null while not connected. */
  status: z.nullable(HdeDeskState),
  /** Unix seconds; null while not connected. */
  connected_at: z.nullable(z.int()),
});
export type HdeDesk = z.infer<typeof HdeDesk>;

export const HdeParams = z.object({ space_id: RequestIdParam });

const trimmed = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const HdeConnect = z.object({
  domain: trimmed(HDE_DOMAIN_MAX),
  email: trimmed(HDE_EMAIL_MAX),
  api_key: trimmed(HDE_KEY_MAX),
});
export type HdeConnect = z.infer<typeof HdeConnect>;

/** The ticket an issue was sent as: its number, its page on the desk and its last known status. */
export const IssueDeskTicket = z.object({
  id: z.string(),
  number: z.string(),
  url: z.string(),
  status: DeskTicketStatus,
  /** Unix seconds. */
  sent_at: z.int(),
  /** Unix seconds: when the status was last read from the desk. */
  synced_at: z.int(),
});
export type IssueDeskTicket = z.infer<typeof IssueDeskTicket>;

/** GET v1/issues/{id}/hde: whether the issue's space has a desk, and the issue's ticket if it was sent. */
export const IssueDesk = z.object({ connected: z.boolean(), ticket: z.nullable(IssueDeskTicket) });
export type IssueDesk = z.infer<typeof IssueDesk>;
