// HelpDeskEddy (spec §2.4 hde/{id}; docs/hde.md): the sandbox desk's adapter contract, connecting a space's desk
// (the key sealed, never answered; refusals with the reason), sending an issue as a ticket (history `desk`), the
// hde.sync job moving the issue as the ticket's status changes on the clock, and another workspace's ids answering 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HdeDesk, Issue, IssueDesk, IssueDeskTicket, IssueDetail } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { hdeDesks, issues, jobs, spaces } from '../src/db/schema.ts';
import { createSandboxDesk, SANDBOX_DESK_CLOSED_AFTER_MS, SANDBOX_DESK_PROCESS_AFTER_MS } from '../src/hde/sandbox.ts';
import { HDE_SYNC_JOB, hdeSyncJob, hdeSyncKey, issueStatusFor } from '../src/hde/tickets.ts';
import { processTokenCipher } from '../src/integrations/tokenCipher.ts';
import { createJobRunner } from '../src/jobs/runner.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { createSpace } from './billingSupport.ts';
import { demoCaller, ok } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

const MINUTE = 60_000;
export const SANDBOX_HDE_KEY = 'hde-sandbox-0123456789abcdef0123456789';
let database: Database;
let app: FastifyInstance;
const clock = Date.now();
let spaceId = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: () => clock });
  spaceId = (await database.db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME)))[0]!.id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const { get, send } = demoCaller(
  () => app,
  () => database.db,
);
const admin = DEMO_EMAILS.admin;
const desk = { domain: 'support.helpdeskeddy.com', email: 'agent@example.com', apiKey: SANDBOX_HDE_KEY };

const runSync = (at: number) =>
  createJobRunner({
    db: database.db,
    now: () => at,
    handlers: {
      [HDE_SYNC_JOB]: hdeSyncJob({
        desk: ({ db, now }) => createSandboxDesk({ db, now: () => now }),
        tokens: processTokenCipher,
      }),
    },
  }).runDue();

describe('the sandbox desk (the adapter contract)', () => {
  const sandbox = () => createSandboxDesk({ db: database.db, now: () => clock });

  it('accepts a key of HelpDeskEddy’s shape and refuses a bad one, another shape or an address that is no host', async () => {
    expect(await sandbox().verify(desk)).toEqual({ ok: true });
    expect(await sandbox().verify({ ...desk, apiKey: 'bad-0123456789abcdef0123456789abcdef' })).toEqual({
      refused: 'hdeKeyRefused',
    });
    expect(await sandbox().verify({ ...desk, apiKey: 'short' })).toEqual({ refused: 'hdeKeyRefused' });
    expect(await sandbox().verify({ ...desk, email: 'nobody' })).toEqual({ refused: 'hdeKeyRefused' });
    expect(await sandbox().verify({ ...desk, domain: 'not a host' })).toEqual({ refused: 'hdeDomainRefused' });
  });

  it('makes a ticket open, in process after 30 minutes and closed after 2 hours; unknown ids are null', async () => {
    const ticket = await sandbox().createTicket(desk, { title: 'A', text: 'B' });
    if ('refused' in ticket) throw new Error('refused');
    expect(ticket).toMatchObject({ status: 'open', url: `https://support.helpdeskeddy.com/ticket/${ticket.id}` });
    const at = (ms: number) => createSandboxDesk({ db: database.db, now: () => clock + ms });
    expect(await at(SANDBOX_DESK_PROCESS_AFTER_MS).ticketStatus(desk, ticket.id)).toBe('process');
    expect(await at(SANDBOX_DESK_CLOSED_AFTER_MS).ticketStatus(desk, ticket.id)).toBe('closed');
    expect(await sandbox().ticketStatus(desk, '999999')).toBeNull();
    expect(await sandbox().ticketStatus({ ...desk, domain: 'other.helpdeskeddy.com' }, ticket.id)).toBeNull();
    expect(await sandbox().ticketStatus({ ...desk, apiKey: 'bad' }, ticket.id)).toEqual({ refused: 'hdeKeyRefused' });
  });

  it('maps the desk’s statuses to the workspace’s: closed to the first closing status', () => {
    const settings = { statuses: ['new', 'inprogress', 'waiting', 'delayed'], closing: ['done', 'closed'] };
    expect(issueStatusFor('closed', settings)).toBe('done');
    expect(issueStatusFor('process', settings)).toBe('inprogress');
    expect(issueStatusFor('waiting', settings)).toBe('waiting');
    expect(issueStatusFor('open', settings)).toBeNull();
    expect(issueStatusFor('process', { statuses: ['new'], closing: ['closed'] })).toBeNull();
  });
});

describe('v1/hde and v1/issues/{id}/hde', () => {
  let issueId = 0;

  it('is not connected at first, and an issue cannot be sent yet', async () => {
    expect(ok(await get(admin, `/v1/hde/${spaceId}`), HdeDesk)).toEqual({
      space_id: spaceId,
      connected: false,
      domain: null,
      email: null,
      status: null,
      connected_at: null,
    });
    issueId = ok(await send(DEMO_EMAILS.operator, 'POST', '/v1/issues', { space_id: spaceId, title: 'Refund' }), Issue).id;
    expect(ok(await get(DEMO_EMAILS.reader, `/v1/issues/${issueId}/hde`), IssueDesk)).toEqual({ connected: false, ticket: null });
    const early = await send(DEMO_EMAILS.operator, 'POST', `/v1/issues/${issueId}/hde`, {}, { 'accept-language': 'en' });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toContain('Connect the HelpDeskEddy desk');
  });

  it('refuses a key the desk does not accept, with the reason', async () => {
    const refused = await send(
      admin,
      'PUT',
      `/v1/hde/${spaceId}`,
      { domain: 'support.helpdeskeddy.com', email: 'agent@example.com', api_key: 'bad-0123456789abcdef0123456789abcdef' },
      { 'accept-language': 'en' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('The desk did not accept this email and API key');
  });

  it('connects (the address as pasted), seals the key and never answers it', async () => {
    const body = { domain: 'https://Support.HelpDeskEddy.com/', email: 'agent@example.com', api_key: ` ${SANDBOX_HDE_KEY} ` };
    const answer = await send(admin, 'PUT', `/v1/hde/${spaceId}`, body);
    expect(ok(answer, HdeDesk)).toMatchObject({ connected: true, domain: 'support.helpdeskeddy.com', status: 'connected' });
    expect(answer.body).not.toContain(SANDBOX_HDE_KEY);
    expect((await get(admin, `/v1/hde/${spaceId}`)).body).not.toContain(SANDBOX_HDE_KEY);
    const [row] = await database.db.select().from(hdeDesks).where(eq(hdeDesks.spaceId, spaceId));
    expect(row!.apiKey).toMatch(/^v1:/);
    expect(processTokenCipher.open(row!.apiKey)).toBe(SANDBOX_HDE_KEY);
  });

  it('sends the issue as a ticket once, with a history entry, and schedules the status sync', async () => {
    const sent = ok(await send(DEMO_EMAILS.operator, 'POST', `/v1/issues/${issueId}/hde`), IssueDeskTicket);
    expect(sent).toMatchObject({ status: 'open', url: `https://support.helpdeskeddy.com/ticket/${sent.id}` });
    const again = ok(await send(DEMO_EMAILS.moderator, 'POST', `/v1/issues/${issueId}/hde`), IssueDeskTicket);
    expect(again).toEqual(sent);
    expect(ok(await get(DEMO_EMAILS.reader, `/v1/issues/${issueId}/hde`), IssueDesk)).toEqual({ connected: true, ticket: sent });
    const detail = ok(await get(DEMO_EMAILS.reader, `/v1/issues/${issueId}`), IssueDetail);
    expect(detail.history[0]).toMatchObject({ field: 'desk', to: sent.number });
    const [job] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, hdeSyncKey(issueId)));
    expect(job?.runAt.getTime()).toBe(clock + 5 * MINUTE);
  });

  it('moves the issue as the ticket goes to process and then closed on the clock, by the server', async () => {
    expect(await runSync(clock + 5 * MINUTE)).toBe(1);
    expect(ok(await get(DEMO_EMAILS.reader, `/v1/issues/${issueId}`), IssueDetail).issue.status).toBe('new');
    await runSync(clock + 40 * MINUTE);
    let detail = ok(await get(DEMO_EMAILS.reader, `/v1/issues/${issueId}`), IssueDetail);
    expect(detail.issue.status).toBe('inprogress');
    expect(detail.history[0]).toMatchObject({ field: 'status', user: null, from: 'new', to: 'inprogress' });
    await runSync(clock + 3 * 60 * MINUTE);
    detail = ok(await get(DEMO_EMAILS.reader, `/v1/issues/${issueId}`), IssueDetail);
    expect(detail.issue.status).toBe('closed');
    expect(ok(await get(DEMO_EMAILS.reader, `/v1/issues/${issueId}/hde`), IssueDesk).ticket?.status).toBe('closed');
    const [job] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, hdeSyncKey(issueId)));
    expect(job?.doneAt).not.toBeNull();
  });

  it('disconnects; the ticket stays on the issue', async () => {
    expect(ok(await send(admin, 'DELETE', `/v1/hde/${spaceId}`), HdeDesk)).toMatchObject({ connected: false });
    const read = ok(await get(DEMO_EMAILS.reader, `/v1/issues/${issueId}/hde`), IssueDesk);
    expect(read.connected).toBe(false);
    expect(read.ticket?.status).toBe('closed');
  });

  it('answers 404 for another workspace’s space or issue', async () => {
    const foreign = await createSpace(database.db, { name: 'Foreign desk', expiresAt: clock + 30 * 24 * 60 * MINUTE });
    expect((await get(admin, `/v1/hde/${foreign.id}`)).statusCode).toBe(404);
    const body = { domain: 'support.helpdeskeddy.com', email: 'agent@example.com', api_key: SANDBOX_HDE_KEY };
    expect((await send(admin, 'PUT', `/v1/hde/${foreign.id}`, body)).statusCode).toBe(404);
    expect((await send(admin, 'DELETE', `/v1/hde/${foreign.id}`)).statusCode).toBe(404);
    const at = new Date(clock);
    const [theirs] = await database.db
      .insert(issues)
      .values({ spaceId: foreign.id, number: 1, title: 'Theirs', status: 'new', createdAt: at, updatedAt: at })
      .returning();
    expect((await get(admin, `/v1/issues/${theirs!.id}/hde`)).statusCode).toBe(404);
    expect((await send(admin, 'POST', `/v1/issues/${theirs!.id}/hde`)).statusCode).toBe(404);
  });
});
