// Who may read the sandbox outbox (docs/deployment.md "Sandbox outbox"): it holds reset links, so only this
// machine, judged by the socket's peer address (never a header), and never a server set up for a deployment.
import type { FastifyInstance } from 'fastify';
import { OUTBOX_PATH } from '@console/api/contract';
import { ApiFailure } from '../http/errors.ts';
import { SANDBOX_OUTBOX_PAGE_PATH } from './outboxPage.ts';
import { SANDBOX_CHANNELS_PAGE_PATH } from '../integrations/channelsPage.ts';

/** Why the outbox is off: SANDBOX_OUTBOX=0, a public host, or a real mail transport. */
export type OutboxOffReason = 'switched-off' | 'public-host' | 'mail-transport';
export type OutboxState = { on: true } | { on: false; reason: OutboxOffReason };

export function outboxState(setup: { switchedOn: boolean; publicHost: boolean; mailTransport: boolean }): OutboxState {
  if (!setup.switchedOn) return { on: false, reason: 'switched-off' };
  if (setup.publicHost) return { on: false, reason: 'public-host' };
  if (setup.mailTransport) return { on: false, reason: 'mail-transport' };
  return { on: true };
}

const IPV4_LOOPBACK = /^127(?:\.\d{1,3}){3}$/;

/** The peer is this machine: 127.0.0.0/8, ::1, or 127.x mapped into IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || IPV4_LOOPBACK.test(v4);
}

// The sandbox channels' page (what Telegram and Slack would have been sent) is guarded the same way.
const OUTBOX_PATHS: ReadonlySet<string> = new Set([SANDBOX_OUTBOX_PAGE_PATH, `/${OUTBOX_PATH}`, SANDBOX_CHANNELS_PAGE_PATH]);

/** 404 for the outbox page and endpoint to any peer but this machine, and to everyone while the outbox is off. */
export function guardOutbox(app: FastifyInstance, state: OutboxState): void {
  app.addHook('onRequest', async (request) => {
    if (!OUTBOX_PATHS.has(request.routeOptions.url ?? '')) return;
    if (!state.on || !isLoopback(request.raw.socket.remoteAddress)) throw new ApiFailure(404, 'notFound');
  });
}

/** The startup line that says whether the outbox is on, and why not. */
export function outboxStartupLine(state: OutboxState, pageUrl: string): string {
  if (state.on) return `Sandbox outbox: on for this machine only, ${pageUrl}`;
  const why: Record<OutboxOffReason, string> = {
    'switched-off': 'SANDBOX_OUTBOX=0',
    'public-host': 'PUBLIC_HOST is set: a deployment',
    'mail-transport': 'SMTP_URL is set: letters go out by SMTP',
  };
  return `Sandbox outbox: off (${why[state.reason]})`;
}
