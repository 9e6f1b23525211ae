// Working hours in the mock server: the demo schedule, GET v1/me/workinghours, and auto_update=1 applying the schedule.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, toStoredToken } from '../src/client/index.ts';
import {
  createHandlers,
  createMockState,
  DEMO_PASSWORD,
  demoSchedule,
  FIXTURE_NOW,
  scheduledStatusAt,
  workingHoursItems,
} from '../src/mocks/index.ts';
import { memorySession } from './memorySession.ts';
import { statusResource } from '../src/client/resources/status.ts';
import { workingHoursResource } from '../src/client/resources/workinghours.ts';

const apiHosts = ['https://wh-a.test/'];
const state = createMockState();
const server = setupServer(...createHandlers({ apiHosts, state }));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const HOUR = 3_600_000;
const OPERATOR_ID = 4;

async function signedIn(email: string) {
  const store = memorySession();
  const client = createClient({ apiHosts, clientId: 'c', clientSecret: 's', session: store, getLocale: () => 'en' });
  store.set(toStoredToken(await client.auth.passwordGrant({ username: email, password: DEMO_PASSWORD }), state.now));
  return client;
}

describe('demo schedule', () => {
  it('has 09–13 work, 13–14 break, 14–18 work in Moscow time, from yesterday to six days ahead', () => {
    const slots = demoSchedule(FIXTURE_NOW);
    expect(slots).toHaveLength(8 * 3);
    // FIXTURE_NOW is 12:00 in Moscow (09:00 UTC): the morning shift covers it, the break starts at 13:00 Moscow.
    expect(scheduledStatusAt(slots, FIXTURE_NOW)).toBe(1);
    expect(scheduledStatusAt(slots, FIXTURE_NOW + HOUR)).toBe(2);
    expect(scheduledStatusAt(slots, FIXTURE_NOW + 2 * HOUR)).toBe(1);
    expect(scheduledStatusAt(slots, FIXTURE_NOW + 7 * HOUR)).toBeNull();
    const breakSlot = slots.find((slot) => slot.status_id === 2 && slot.started_at * 1000 > FIXTURE_NOW)!;
    expect(new Date(breakSlot.started_at * 1000).toISOString()).toBe('2026-11-22T10:00:00.000Z');
  });

  it('the answer keeps the slots overlapping [now − 1 day, now + 7 days], by start', () => {
    const items = workingHoursItems(demoSchedule(FIXTURE_NOW), 1, FIXTURE_NOW + 2 * 86_400_000, 'en');
    const nowS = FIXTURE_NOW / 1000 + 2 * 86_400;
    expect(items.every((item) => item.ended_at > nowS - 86_400 && item.started_at < nowS + 7 * 86_400)).toBe(true);
    expect(items[0]!.status).toEqual({ id: 1, name: 'Online', color: 'green', workinghours: true });
    expect(items.find((item) => item.status.id === 2)!.status.workinghours).toBe(false);
    expect(workingHoursItems(demoSchedule(FIXTURE_NOW), 2, FIXTURE_NOW)).toEqual([]);
  });
});

describe('GET v1/me/status?auto_update=1 applies the schedule', () => {
  it('sets the scheduled status only when the last manual change is more than 600 s old', async () => {
    const client = await signedIn('operator@demo.local');
    state.now = FIXTURE_NOW + HOUR + 60_000; // 13:01 in Moscow: the break
    await client.resource(statusResource).put({ status: 3 }); // a manual change just now
    expect(await client.resource(statusResource).get({ autoUpdate: true })).toEqual({ status: 3 });
    state.now += 600_000; // exactly 600 s: not more
    expect(await client.resource(statusResource).get({ autoUpdate: true })).toEqual({ status: 3 });
    expect(await client.resource(statusResource).get()).toEqual({ status: 3 });
    state.now += 1;
    expect(await client.resource(statusResource).get()).toEqual({ status: 3 }); // without auto_update nothing is applied
    expect(await client.resource(statusResource).get({ autoUpdate: true })).toEqual({ status: 2 });
    // The schedule's change is not a manual one: the next slot applies at once.
    const changedAt = state.statusOf(OPERATOR_ID).changedAt;
    state.now = FIXTURE_NOW + 2 * HOUR + 60_000;
    expect(await client.resource(statusResource).get({ autoUpdate: true })).toEqual({ status: 1 });
    expect(state.statusOf(OPERATOR_ID).changedAt).toBe(changedAt);
  });

  it('leaves the status alone outside the schedule and for a user without one', async () => {
    state.now = FIXTURE_NOW + 8 * HOUR;
    const operator = await signedIn('operator@demo.local');
    state.setStatus(OPERATOR_ID, 3, { manual: false });
    expect(await operator.resource(statusResource).get({ autoUpdate: true })).toEqual({ status: 3 });
    state.now = FIXTURE_NOW;
    const offline = await signedIn('offline@demo.local');
    expect(await offline.resource(statusResource).get({ autoUpdate: true })).toEqual({ status: 4 });
    expect(await offline.resource(workingHoursResource).get({ spaceId: 1 })).toEqual({ items: [] });
  });
});
