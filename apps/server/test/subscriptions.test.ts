// settings/subscriptions (spec §2.4): alerts on saved filters, sent by the job runner on a moved clock. Each channel:
// a letter in the sandbox outbox, a message in the sandbox Telegram's record, the console's notify of type
// comments_filter (spec §7); the frequencies of spec §3 (email's 'at once' is the next 5-minute batch of spec §9, the
// others' is the arriving comment);
// another user's filter or subscription answers 404.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { and, desc, eq, gt, inArray, max } from 'drizzle-orm';
import {
  NOTIFICATION_FREQUENCIES,
  Subscription,
  SubscriptionConflict,
  SubscriptionsResponse,
  type ServerMessage,
} from '@console/api/contract';
import {
  emailOutbox,
  filterSubscriptions,
  items,
  jobs,
  sandboxChannelMessages,
  savedFilters,
  spaceMembers,
  spaces,
  users,
} from '../src/db/schema.ts';
import { createSandboxProvider } from '../src/billing/sandbox.ts';
import { createSandboxSource } from '../src/items/sandboxSource.ts';
import { jobHandlers } from '../src/jobs/handlers.ts';
import { createJobRunner, type JobHandler, type JobRunner } from '../src/jobs/runner.ts';
import type { Publisher } from '../src/realtime/publisher.ts';
import { createPublisher } from '../src/realtime/socketPublisher.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { EMAIL_BATCH_MS, nextRunAt, periodOf } from '../src/subscriptions/frequencies.ts';
import { SUBSCRIPTION_DIGEST_JOB } from '../src/subscriptions/store.ts';
import { createClock } from './billingSupport.ts';
import { bearer, demoApp, ok, sessionFor } from './helpers.ts';

const HOUR_MS = 3_600_000;
const clock = createClock(Date.now());
const opened = demoApp({ now: clock });
// A fresh session per request: the clock moves past an access token's hour.
async function send(email: string, method: InjectOptions['method'], url: string, payload: object = {}) {
  const { access_token } = await sessionFor(opened.database.db, email, clock.now);
  return opened.app.inject({ method, url, payload, headers: bearer(access_token) });
}
const get = (email: string, url: string) => send(email, 'GET', url);
const admin = DEMO_EMAILS.admin;
const told: { userId: number; message: ServerMessage }[] = [];
let runner: JobRunner;
let filterId = 0;
let spaceId = 0;

/** New comments from the sandbox networks, `perMinute` for one minute of the moved clock. */
async function newComments(perMinute: number): Promise<void> {
  const source = createSandboxSource({
    db: opened.database.db,
    publisher: createPublisher(),
    now: clock,
    itemsPerMinute: perMinute,
  });
  clock.now += 60_000;
  await source.tick();
}

const subscribe = async (channel: string, frequency: string) =>
  ok(await send(admin, 'POST', '/v1/subscriptions', { filter_id: filterId, channel, frequency }), Subscription);

beforeAll(async () => {
  const db = opened.database.db;
  const [demo] = await db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
  spaceId = demo!.id;
  const [filter] = await db
    .select({ id: savedFilters.id })
    .from(savedFilters)
    .innerJoin(users, eq(users.id, savedFilters.userId))
    .where(and(eq(users.email, admin), eq(savedFilters.route, 'items')));
  filterId = filter!.id;
  const spy: Publisher = Object.assign(createPublisher(), {
    toUser: (userId: number, message: ServerMessage) => void told.push({ userId, message }),
  });
  const provider = createSandboxProvider({ db, now: clock });
  runner = createJobRunner({ db, now: clock, handlers: jobHandlers({ provider, publisher: spy }) });
  await db.delete(jobs);
});
afterAll(async () => runner.stop());

describe('frequencies (spec §3)', () => {
  it('every value of the set has its period; never has none; email at once waits for the next 5-minute batch', () => {
    // 'at once' by Telegram (the console, Slack) has no timed look: the arriving comment schedules it.
    expect(NOTIFICATION_FREQUENCIES.map((f) => periodOf(f, 'telegram'))).toEqual([
      null,
      null,
      HOUR_MS,
      3 * HOUR_MS,
      12 * HOUR_MS,
      24 * HOUR_MS,
      7 * 24 * HOUR_MS,
    ]);
    const at = Date.UTC(2030, 0, 1, 10, 7, 30);
    expect(nextRunAt('instant', 'email', at)).toBe(Date.UTC(2030, 0, 1, 10, 10));
    expect(EMAIL_BATCH_MS).toBe(300_000);
    expect(nextRunAt('never', 'email', at)).toBeNull();
    expect(nextRunAt('instant', 'in_app', at)).toBeNull();
    expect(periodOf('instant', 'email')).toBe(EMAIL_BATCH_MS);
  });
});

describe('v1/subscriptions', () => {
  it('an hourly email digest: nothing before the hour, then the matches with links to the items', async () => {
    const created = await subscribe('email', 'hourly');
    expect(created).toMatchObject({ filter_id: filterId, channel: 'email', frequency: 'hourly', sent_at: null });
    await newComments(3);
    expect(await runner.runDue()).toBe(0);
    clock.now += HOUR_MS;
    expect(await runner.runDue()).toBe(1);
    const [letter] = await opened.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, admin))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    expect(letter!.subject).toMatch(/^Новые: новых 3$/);
    expect(letter!.text.match(/\/items\/\d+/g)).toHaveLength(3);
    expect(letter!.link).toMatch(/\/items\?status%5B%5D=new$/);
    const list = ok(await get(admin, '/v1/subscriptions'), SubscriptionsResponse);
    expect(list.items.find((one) => one.id === created.id)?.sent_at).toBe(Math.floor(clock.now / 1000));
    // The next hour with nothing new sends nothing.
    const letters = (await opened.database.db.select().from(emailOutbox)).length;
    clock.now += HOUR_MS;
    expect(await runner.runDue()).toBe(1);
    expect(await opened.database.db.select().from(emailOutbox)).toHaveLength(letters);
    await send(admin, 'DELETE', `/v1/subscriptions/${created.id}`);
  });

  it('at once in the console: the notify of type comments_filter as soon as a comment arrives, not by the minute', async () => {
    const created = await subscribe('in_app', 'instant');
    clock.now += 10 * 60_000;
    expect(await runner.runDue()).toBe(0); // no timed look
    await newComments(2);
    // Queued by the arrival, due at once: the runner's next poll (a second) sends it.
    const [queued] = await opened.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `${SUBSCRIPTION_DIGEST_JOB}:${created.id}`));
    expect(queued!.runAt.getTime()).toBeLessThanOrEqual(clock.now);
    expect(await runner.runDue()).toBe(1);
    const [adminRow] = await opened.database.db.select().from(users).where(eq(users.email, admin));
    expect(told.at(-1)).toMatchObject({
      userId: adminRow!.id,
      message: { method: 'notify', type: 'comments_filter', id: filterId },
    });
    await send(admin, 'DELETE', `/v1/subscriptions/${created.id}`);
  });

  it('by Telegram: the digest is posted to the space’s connected bot', async () => {
    await send(admin, 'PUT', '/v1/integrations/telegram', {
      space_id: spaceId,
      token: '123456789:AAH-sandbox-token-0123456789abcdefghij',
      target: '@alerts_channel',
    });
    const created = await subscribe('telegram', 'every_3_hours');
    await newComments(1);
    clock.now += 3 * HOUR_MS;
    await runner.runDue();
    const posted = await opened.database.db
      .select()
      .from(sandboxChannelMessages)
      .where(eq(sandboxChannelMessages.target, '@alerts_channel'));
    expect(posted).toHaveLength(1);
    expect(posted[0]!.text).toMatch(/^Новые: новых 1\n/);
    await send(admin, 'PUT', `/v1/subscriptions/${created.id}`, { channel: 'telegram', frequency: 'never' });
    await newComments(1);
    clock.now += 3 * HOUR_MS;
    await runner.runDue();
    expect(
      await opened.database.db.select().from(sandboxChannelMessages).where(eq(sandboxChannelMessages.target, '@alerts_channel')),
    ).toHaveLength(1);
  });

  it('at once by Telegram: posted when the comment arrives; email at once still waits for the 5-minute batch', async () => {
    const db = opened.database.db;
    const [telegram] = await db
      .select()
      .from(filterSubscriptions)
      .where(and(eq(filterSubscriptions.filterId, filterId), eq(filterSubscriptions.channel, 'telegram')));
    await send(admin, 'PUT', `/v1/subscriptions/${telegram!.id}`, { channel: 'telegram', frequency: 'instant' });
    clock.now = (Math.floor(clock.now / EMAIL_BATCH_MS) + 1) * EMAIL_BATCH_MS + 60_000; // a minute into a batch
    const email = await subscribe('email', 'instant');
    const posted = async () =>
      (await db.select().from(sandboxChannelMessages).where(eq(sandboxChannelMessages.target, '@alerts_channel'))).length;
    const before = await posted();
    const letters = (await db.select().from(emailOutbox)).length;
    await newComments(1);
    expect(await runner.runDue()).toBe(1); // Telegram's, queued by the comment
    expect(await posted()).toBe(before + 1);
    expect(await db.select().from(emailOutbox)).toHaveLength(letters);
    clock.now += EMAIL_BATCH_MS;
    expect(await runner.runDue()).toBe(1); // the batch: the letter
    expect(await db.select().from(emailOutbox)).toHaveLength(letters + 1);
    await send(admin, 'DELETE', `/v1/subscriptions/${email.id}`);
    await send(admin, 'PUT', `/v1/subscriptions/${telegram!.id}`, { channel: 'telegram', frequency: 'never' });
  });

  it('refuses Slack while it is not connected, and a second alert by the same channel on one filter', async () => {
    const slack = await send(admin, 'POST', '/v1/subscriptions', { filter_id: filterId, channel: 'slack', frequency: 'daily' });
    expect(slack.statusCode).toBe(400);
    await subscribe('email', 'daily');
    expect(
      (await send(admin, 'POST', '/v1/subscriptions', { filter_id: filterId, channel: 'email', frequency: 'weekly' })).statusCode,
    ).toBe(409);
  });

  // settings/subscriptions rows save on change (docs/error-types.md conflict): a change begun from what the list showed
  // before another tab changed the alert is refused with the alert as it is now; one made knowing it goes through.
  it('refuses a change whose seen alert is no longer current, then takes one made knowing it', async () => {
    const created = await subscribe('in_app', 'hourly');
    const seen = { channel: created.channel, frequency: created.frequency };
    const url = `/v1/subscriptions/${created.id}`;
    ok(await send(admin, 'PUT', url, { channel: 'in_app', frequency: 'daily', seen }), Subscription);
    const refused = await send(admin, 'PUT', url, { channel: 'in_app', frequency: 'weekly', seen });
    expect(refused.statusCode).toBe(409);
    const conflict = SubscriptionConflict.parse(refused.json());
    expect(conflict.current).toMatchObject({ id: created.id, frequency: 'daily' });
    const list = ok(await get(admin, '/v1/subscriptions'), SubscriptionsResponse);
    expect(list.items.find((one) => one.id === created.id)?.frequency).toBe('daily');
    const knowing = { channel: 'in_app', frequency: 'weekly', seen: { channel: 'in_app', frequency: 'daily' } };
    expect(ok(await send(admin, 'PUT', url, knowing), Subscription).frequency).toBe('weekly');
    expect(ok(await send(admin, 'PUT', url, { channel: 'in_app', frequency: 'never' }), Subscription).frequency).toBe('never');
    await send(admin, 'DELETE', url);
  });

  it('answers 404 for another user’s filter or subscription', async () => {
    const db = opened.database.db;
    const [other] = await db
      .select({ id: savedFilters.id, userId: savedFilters.userId })
      .from(savedFilters)
      .innerJoin(users, eq(users.id, savedFilters.userId))
      .where(and(eq(users.email, DEMO_EMAILS.operator), eq(savedFilters.route, 'items')));
    expect(
      (await send(admin, 'POST', '/v1/subscriptions', { filter_id: other!.id, channel: 'email', frequency: 'daily' })).statusCode,
    ).toBe(404);
    const [theirs] = await db
      .insert(filterSubscriptions)
      .values({
        userId: other!.userId,
        filterId: other!.id,
        channel: 'email',
        frequency: 'daily',
        origin: 'http://localhost',
      })
      .returning();
    expect(
      (await send(admin, 'PUT', `/v1/subscriptions/${theirs!.id}`, { channel: 'email', frequency: 'hourly' })).statusCode,
    ).toBe(404);
    expect((await send(admin, 'DELETE', `/v1/subscriptions/${theirs!.id}`)).statusCode).toBe(404);
    const list = ok(await get(admin, '/v1/subscriptions'), SubscriptionsResponse);
    expect(list.items.map((one) => one.id)).not.toContain(theirs!.id);
  });
});

// docs/socket.md 'at once' watermark: each alert takes the matching items after the last one it told of (by id), so
// neither comments stamped within one second nor one arriving while its job runs are lost or told twice.
describe('at once at high volume', () => {
  const db = () => opened.database.db;
  afterEach(async () => {
    const [left] = await db()
      .select()
      .from(filterSubscriptions)
      .where(and(eq(filterSubscriptions.filterId, filterId), eq(filterSubscriptions.channel, 'in_app')));
    if (left) await send(admin, 'DELETE', `/v1/subscriptions/${left.id}`);
  });
  const maxItemId = async () =>
    (
      await db()
        .select({ id: max(items.id) })
        .from(items)
    )[0]?.id ?? 0;
  /** The new items the admin's alert can match: status new, in the admin's spaces, after `after`. */
  async function matchable(after: number): Promise<number> {
    const [adminRow] = await db().select().from(users).where(eq(users.email, admin));
    const own = await db().select({ id: spaceMembers.spaceId }).from(spaceMembers).where(eq(spaceMembers.userId, adminRow!.id));
    const rows = await db()
      .select({ id: items.id })
      .from(items)
      .where(
        and(
          gt(items.id, after),
          eq(items.status, 'new'),
          inArray(
            items.spaceId,
            own.map((one) => one.id),
          ),
        ),
      );
    return rows.length;
  }
  /** The items the console alerts told of since `from` (the count in each notify's title). */
  const alerted = (from: number) =>
    told
      .slice(from)
      .filter((one) => one.message.method === 'notify' && one.message.type === 'comments_filter')
      .reduce((sum, one) => sum + Number(/(\d+)$/.exec(String((one.message as { title: string }).title))?.[1] ?? 0), 0);
  /** One arrival per space each call, all stamped within the same second of the server's clock. */
  function arrivals() {
    let paced = 0;
    const source = createSandboxSource({
      db: db(),
      publisher: createPublisher(),
      now: clock,
      elapsed: () => paced,
      itemsPerMinute: 60,
    });
    return async () => {
      paced += 1000;
      clock.now += 50;
      await source.tick();
    };
  }

  it('many matching comments within one second: each alerted exactly once', async () => {
    await subscribe('in_app', 'instant');
    clock.now = Math.floor(clock.now / 1000) * 1000 + 1000; // the start of a second
    const after = await maxItemId();
    const from = told.length;
    const arrive = arrivals();
    for (let n = 0; n < 6; n += 1) {
      await arrive();
      clock.now += 50;
      await runner.runDue();
    }
    expect(Math.floor(clock.now / 1000)).toBe(Math.floor((clock.now - 600) / 1000)); // all within one second
    expect(await matchable(after)).toBeGreaterThanOrEqual(6);
    expect(alerted(from)).toBe(await matchable(after));
  });

  it('a comment arriving while its job runs: the claim is kept, a follow-up tells of it once', async () => {
    await subscribe('in_app', 'instant');
    const after = await maxItemId();
    const from = told.length;
    const arrive = arrivals();
    const provider = createSandboxProvider({ db: db(), now: clock });
    const spy: Publisher = Object.assign(createPublisher(), {
      toUser: (userId: number, message: ServerMessage) => void told.push({ userId, message }),
    });
    const handlers = jobHandlers({ provider, publisher: spy });
    const digest = handlers[SUBSCRIPTION_DIGEST_JOB]!;
    const other = createJobRunner({ db: db(), now: clock, handlers });
    let during: { otherRan: number; lockedBy: string | null } | null = null;
    const slow: JobHandler = async (job, context) => {
      const outcome = await digest(job, context);
      if (during === null) {
        await arrive(); // after the look, before the runner finishes the claim
        const [row] = await db().select().from(jobs).where(eq(jobs.id, job.id));
        during = { otherRan: await other.runDue(), lockedBy: row!.lockedBy };
      }
      return outcome;
    };
    const first = createJobRunner({ db: db(), now: clock, handlers: { ...handlers, [SUBSCRIPTION_DIGEST_JOB]: slow } });
    await arrive();
    await first.runDue(); // the look, the arrival during it, then the follow-up
    expect(during).toEqual({ otherRan: 0, lockedBy: first.id });
    expect(await matchable(after)).toBeGreaterThanOrEqual(2);
    expect(alerted(from)).toBe(await matchable(after));
  });
});

it('the digest job kind is registered', () => {
  expect(Object.keys(jobHandlers({ provider: createSandboxProvider({ db: opened.database.db, now: clock }) }))).toContain(
    SUBSCRIPTION_DIGEST_JOB,
  );
});
