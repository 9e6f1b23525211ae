import { STATUS_MANUAL_GRACE_MS } from '@console/spec';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ErrorBody } from '../contract/errors.ts';
import {
  WORKINGHOURS_PATH,
  WORKINGHOURS_WINDOW_AFTER_S,
  WORKINGHOURS_WINDOW_BEFORE_S,
  WorkingHoursQuery,
  type WorkingHoursItem,
  type WorkingHoursResponse,
} from '../contract/workinghours.ts';
import { DEMO_SPACE, demoUserStatuses } from './fixtures.ts';
import { authenticate, errorAnswer } from './respond.ts';
import { any, failures } from './scenarioHelpers.ts';
import type { MockState } from './state.ts';
import { requestLocale } from './texts.ts';

/** One slot of a user's schedule as the mock server keeps it (unix seconds, as the contract). */
export interface MockScheduleSlot {
  started_at: number;
  ended_at: number;
  status_id: number;
  space_id: number;
}

// The demo statuses that count as working time (server seed: Online and Busy).
export const WORKING_STATUS_IDS: readonly number[] = [1, 3];
const ONLINE = 1;
const BREAK = 2;
const HOUR_S = 3600;
const DAY_S = 86_400;
// The demo space's time zone is Moscow: UTC+3 all year (no daylight saving since 2014).
const MOSCOW_OFFSET_S = 3 * HOUR_S;
// A day's shifts in Moscow hours: work, a break, work.
const DAY_SHIFTS = [
  { from: 9, to: 13, status: ONLINE },
  { from: 13, to: 14, status: BREAK },
  { from: 14, to: 18, status: ONLINE },
] as const;

/** The demo schedule: shifts with a break from yesterday to six days after `nowMs`'s day, in Moscow time. */
export function demoSchedule(nowMs: number, spaceId: number = DEMO_SPACE.id): MockScheduleSlot[] {
  const nowS = Math.floor(nowMs / 1000);
  const moscowMidnight = Math.floor((nowS + MOSCOW_OFFSET_S) / DAY_S) * DAY_S - MOSCOW_OFFSET_S;
  const slots: MockScheduleSlot[] = [];
  for (let day = -1; day <= 6; day += 1) {
    const midnight = moscowMidnight + day * DAY_S;
    for (const shift of DAY_SHIFTS) {
      slots.push({
        started_at: midnight + shift.from * HOUR_S,
        ended_at: midnight + shift.to * HOUR_S,
        status_id: shift.status,
        space_id: spaceId,
      });
    }
  }
  return slots;
}

/** The status a schedule sets at `nowMs`: the latest started slot that covers it, or null. */
export function scheduledStatusAt(slots: readonly MockScheduleSlot[], nowMs: number): number | null {
  const nowS = nowMs / 1000;
  const covering = slots.filter((slot) => slot.started_at <= nowS && nowS < slot.ended_at);
  covering.sort((a, b) => b.started_at - a.started_at);
  return covering[0]?.status_id ?? null;
}

/** GET v1/me/workinghours items of one space: slots overlapping [now − 1 day, now + 7 days], by start. */
export function workingHoursItems(
  slots: readonly MockScheduleSlot[],
  spaceId: number,
  nowMs: number,
  locale: 'ru' | 'en' = 'ru',
): WorkingHoursItem[] {
  const nowS = Math.floor(nowMs / 1000);
  const from = nowS - WORKINGHOURS_WINDOW_BEFORE_S;
  const to = nowS + WORKINGHOURS_WINDOW_AFTER_S;
  const statuses = demoUserStatuses(locale);
  return slots
    .filter((slot) => slot.space_id === spaceId && slot.ended_at > from && slot.started_at < to)
    .sort((a, b) => a.started_at - b.started_at)
    .flatMap((slot) => {
      const status = statuses.find((s) => s.id === slot.status_id);
      if (!status) return [];
      const { id, name, color } = status;
      return [
        {
          started_at: slot.started_at,
          ended_at: slot.ended_at,
          status: { id, name, color, workinghours: WORKING_STATUS_IDS.includes(id) },
        },
      ];
    });
}

// spec §7 GET v1/me/workinghours?space_id on one host: the user's schedule of one of their spaces.
export function workingHoursHandlers(host: string, state: MockState): HttpHandler[] {
  return [
    http.get<never, never, WorkingHoursResponse | ErrorBody>(`${host}${WORKINGHOURS_PATH}`, ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const query = WorkingHoursQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return errorAnswer(request, 400, 'badRequest');
      const spaceId = Number(query.data.space_id);
      // The demo users belong to the one demo space; any other id is not theirs (quality.md: 404).
      if (spaceId !== DEMO_SPACE.id) return errorAnswer(request, 404, 'notFound');
      const items = workingHoursItems(state.scheduleOf(auth.user.id), spaceId, state.now, requestLocale(request));
      return HttpResponse.json({ items });
    }),
  ];
}

// Named answers for stories: `items` builds an answer from slots relative to the story's real clock.
export const workingHoursScenarios = {
  empty: [http.get(any(WORKINGHOURS_PATH), () => HttpResponse.json({ items: [] }))],
  ...failures('get', WORKINGHOURS_PATH),
} satisfies Record<string, HttpHandler[]>;

/** A handler answering these items to every GET v1/me/workinghours. */
export const workingHoursAnswer = (items: (locale: 'ru' | 'en') => WorkingHoursItem[]): HttpHandler =>
  http.get(any(WORKINGHOURS_PATH), ({ request }) => HttpResponse.json({ items: items(requestLocale(request)) }));

/** As the server (spec §7, §9): the scheduled status replaces the user's more than 600 s after a manual change. */
export function applySchedule(state: MockState, userId: number): void {
  const scheduled = scheduledStatusAt(state.scheduleOf(userId), state.now);
  const current = state.statusOf(userId);
  if (scheduled === null || scheduled === current.status) return;
  if (current.changedAt !== null && state.now - current.changedAt <= STATUS_MANUAL_GRACE_MS) return;
  state.setStatus(userId, scheduled, { manual: false });
}
