// spec §4, §9 "Working-hours scheduler": which slot is current, when the notices are due, when the next tick falls.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  currentSlot,
  dueNotices,
  msUntilNextTick,
  sortSlots,
  WORKING_HOURS_NOTICE_MS,
  WORKING_HOURS_NOTICE_WINDOW_MS,
  WORKING_HOURS_REFRESH_MS,
  WORKING_HOURS_TICK_MS,
  type ScheduleSlot,
} from '../src/rules/workingHours.ts';

const MIN = 60_000;
const T = Date.UTC(2026, 10, 22, 10, 0, 0); // a whole minute
const s = (ms: number) => ms / 1000;
const slot = (from: number, to: number, id: number, spaceId = 1): ScheduleSlot => ({
  started_at: s(T + from),
  ended_at: s(T + to),
  status: { id, name: `S${id}`, color: 'green', workinghours: id === 1 },
  space_id: spaceId,
});
const ONLINE = 1;
const BREAK = 2;
const day = [slot(-240 * MIN, 0, ONLINE), slot(0, 60 * MIN, BREAK), slot(60 * MIN, 300 * MIN, ONLINE)];

describe('constants (spec §9)', () => {
  it('have the spec’s values', () => {
    expect([WORKING_HOURS_TICK_MS, WORKING_HOURS_NOTICE_WINDOW_MS, WORKING_HOURS_NOTICE_MS, WORKING_HOURS_REFRESH_MS]).toEqual([
      60_000, 7_000, 30_000, 1_200_000,
    ]);
  });
});

describe('currentSlot', () => {
  it('is the slot covering now, start included and end excluded, the latest started when they overlap', () => {
    expect(currentSlot(day, T - 1)?.status.id).toBe(ONLINE);
    expect(currentSlot(day, T)?.status.id).toBe(BREAK);
    expect(currentSlot(day, T + 60 * MIN - 1)?.status.id).toBe(BREAK);
    expect(currentSlot(day, T + 300 * MIN)).toBeNull();
    const overlapping = [slot(-60 * MIN, 60 * MIN, ONLINE), slot(-10 * MIN, 10 * MIN, 3)];
    expect(currentSlot(overlapping, T)?.status.id).toBe(3);
    expect(sortSlots([day[2]!, day[0]!, day[1]!])).toEqual(day);
  });
});

describe('dueNotices', () => {
  const at = (now: number, status: number | null, leadMinutes: number | null = null) =>
    dueNotices({ slots: day, now, status, leadMinutes }).map((n) => [n.kind, n.slot.status.id]);

  it("'Status change' when the current slot started within 7 s and its status differs from the user's", () => {
    expect(at(T, ONLINE)).toEqual([['change', BREAK]]);
    expect(at(T + 7_000, ONLINE)).toEqual([['change', BREAK]]);
    expect(at(T + 7_001, ONLINE)).toEqual([]);
    expect(at(T, BREAK)).toEqual([]);
    expect(at(T - 1, ONLINE)).toEqual([]);
    expect(at(T, null)).toEqual([['change', BREAK]]);
  });

  it("'Status change soon' when a slot starts in the lead time ± 7 s and would change the status; none without a lead", () => {
    const soon = T + 60 * MIN - 5 * MIN; // 5 min before the afternoon shift
    expect(at(soon, BREAK, 5)).toEqual([['soon', ONLINE]]);
    expect(at(soon - 7_000, BREAK, 5)).toEqual([['soon', ONLINE]]);
    expect(at(soon + 7_000, BREAK, 5)).toEqual([['soon', ONLINE]]);
    expect(at(soon - 7_001, BREAK, 5)).toEqual([]);
    expect(at(soon + 7_001, BREAK, 5)).toEqual([]);
    expect(at(soon, ONLINE, 5)).toEqual([]);
    expect(at(soon, BREAK, null)).toEqual([]);
    expect(at(soon, BREAK, 0)).toEqual([]);
    // Both at once: the break has just started and the lead time reaches the afternoon shift.
    expect(at(T, ONLINE, 60)).toEqual([['change', BREAK]]);
    expect(at(T, 3, 60)).toEqual([
      ['change', BREAK],
      ['soon', ONLINE],
    ]);
  });

  it('names each notice by kind, space, start and status', () => {
    expect(dueNotices({ slots: day, now: T, status: ONLINE, leadMinutes: null })[0]!.key).toBe(`change:1:${s(T)}:${BREAK}`);
  });
});

describe('msUntilNextTick', () => {
  it('points at the next whole minute, never at now (1000 runs)', () => {
    expect(msUntilNextTick(T)).toBe(MIN);
    expect(msUntilNextTick(T + 1)).toBe(MIN - 1);
    expect(msUntilNextTick(T - 1)).toBe(1);
    const seed = Date.now();
    console.log(`fast-check seed ${seed}`);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (now) => {
        const wait = msUntilNextTick(now);
        return wait > 0 && wait <= MIN && (now + wait) % MIN === 0;
      }),
      { numRuns: 1000, seed },
    );
  });
});
