// The working-hours scheduler on a simulated clock (spec §4, §9): ticks on whole minutes, notices once, refreshes the
// schedule after 1200 s, retries a failed load on the next minute.
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import {
  WORKING_HOURS_REFRESH_MS,
  workingHoursSchedulerMachine,
  type ScheduleSlot,
  type WorkingHoursNotice,
} from '../src/workingHoursSchedulerMachine.ts';
import { createCoverage } from './coverage.ts';

const MIN = 60_000;
const BREAK_AT = Date.UTC(2026, 10, 22, 10, 0, 0);
const ONLINE = 1;
const BREAK = 2;
const slot = (from: number, to: number, id: number): ScheduleSlot => ({
  started_at: (BREAK_AT + from) / 1000,
  ended_at: (BREAK_AT + to) / 1000,
  status: {
    id,
    name: id === ONLINE ? 'В сети' : 'Перерыв',
    color: id === ONLINE ? 'green' : 'yellow',
    workinghours: id === ONLINE,
  },
  space_id: 1,
});
const day = [slot(60 * MIN, 300 * MIN, ONLINE), slot(-240 * MIN, 0, ONLINE), slot(0, 60 * MIN, BREAK)];

const coverage = createCoverage(workingHoursSchedulerMachine);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

type Answer = ScheduleSlot[] | Error;

function start(startAt: number, answers: Answer[], input: { status?: number | null; leadMinutes?: number | null } = {}) {
  const clock = new SimulatedClock();
  clock.set(startAt);
  const loadSchedule = vi.fn(async ({ input: { spaceIds } }: { input: { spaceIds: readonly number[] } }) => {
    expect(spaceIds).toEqual([1, 3]);
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const machine = workingHoursSchedulerMachine.provide({ actors: { loadSchedule: fromPromise(loadSchedule) } });
  const actor = createActor(machine, {
    clock,
    inspect: coverage.inspect,
    input: { spaceIds: [1, 3], status: input.status ?? ONLINE, leadMinutes: input.leadMinutes ?? null, now: () => clock.now() },
  });
  const notices: { at: number; notice: WorkingHoursNotice }[] = [];
  actor.on('notice', ({ notice }) => notices.push({ at: clock.now(), notice }));
  actor.start();
  // Moves the clock to `time` one whole minute at a time (each tick sees its own time), letting loads settle.
  const advanceTo = async (time: number) => {
    await flush();
    while (clock.now() < time) {
      const nextMinute = (Math.floor(clock.now() / MIN) + 1) * MIN;
      clock.set(Math.min(nextMinute, time));
      await flush();
    }
  };
  const seen = () =>
    notices.map(({ at, notice }) => [new Date(at).toISOString().slice(11, 19), notice.kind, notice.slot.status.id]);
  return { actor, clock, loadSchedule, advanceTo, seen };
}

describe('workingHoursSchedulerMachine', () => {
  it("loads the schedule, then tells 'Status change' on the tick at the slot's start, once", async () => {
    const { actor, advanceTo, seen, loadSchedule } = start(BREAK_AT - 10_500, [day]);
    await advanceTo(BREAK_AT - 1);
    expect(actor.getSnapshot().matches({ running: 'waiting' })).toBe(true);
    expect(actor.getSnapshot().context.slots.map((s) => s.started_at)).toEqual([...day].map((s) => s.started_at).sort());
    expect(seen()).toEqual([]);
    await advanceTo(BREAK_AT + 5 * MIN);
    expect(seen()).toEqual([['10:00:00', 'change', BREAK]]);
    expect(loadSchedule).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it("tells 'Status change soon' at the user's lead time before a slot, and not once the user has that status", async () => {
    const { actor, advanceTo, seen } = start(BREAK_AT + 30 * MIN, [day], { status: BREAK, leadMinutes: 5 });
    await advanceTo(BREAK_AT + 56 * MIN);
    expect(seen()).toEqual([['10:55:00', 'soon', ONLINE]]);
    // The lead time changes (my settings) and the user takes the coming status early: nothing more to tell.
    actor.send({ type: 'lead.changed', leadMinutes: 2 });
    actor.send({ type: 'status.changed', status: ONLINE });
    expect(actor.getSnapshot().context).toMatchObject({ leadMinutes: 2, status: ONLINE });
    await advanceTo(BREAK_AT + 61 * MIN);
    expect(seen()).toHaveLength(1);
    actor.stop();
  });

  it('tells a slot that started just before the schedule arrived at once, and not again after a refresh', async () => {
    // Running since 09:40:05, the refresh falls at 10:00:05: within the 7 s of the break, already told at 10:00:00.
    const { actor, advanceTo, seen, loadSchedule } = start(BREAK_AT - 20 * MIN + 5_000, [day]);
    await advanceTo(BREAK_AT + 6_000);
    expect(loadSchedule).toHaveBeenCalledTimes(2);
    expect(seen()).toEqual([['10:00:00', 'change', BREAK]]);
    actor.stop();

    const late = start(BREAK_AT + 3_000, [day]);
    await late.advanceTo(BREAK_AT + 2 * MIN);
    expect(late.seen()).toEqual([['10:00:03', 'change', BREAK]]);
    late.actor.stop();
  });

  it('refreshes the schedule every 1200 s and uses the new one', async () => {
    const moved = [slot(-240 * MIN, 20 * MIN, ONLINE), slot(20 * MIN + WORKING_HOURS_REFRESH_MS, 90 * MIN, BREAK)];
    const { actor, advanceTo, seen, loadSchedule } = start(BREAK_AT - 30_000, [day, moved]);
    await advanceTo(BREAK_AT - 30_000 + WORKING_HOURS_REFRESH_MS - 1);
    expect(loadSchedule).toHaveBeenCalledTimes(1);
    expect(seen()).toEqual([['10:00:00', 'change', BREAK]]);
    await advanceTo(BREAK_AT - 30_000 + WORKING_HOURS_REFRESH_MS);
    expect(loadSchedule).toHaveBeenCalledTimes(2);
    await advanceTo(BREAK_AT + 41 * MIN);
    expect(seen()).toEqual([
      ['10:00:00', 'change', BREAK],
      ['10:40:00', 'change', BREAK],
    ]);
    actor.stop();
  });

  it('retries a failed load on the next whole minute, silently', async () => {
    const { actor, advanceTo, seen, loadSchedule } = start(BREAK_AT - 20_000, [new Error('down'), new Error('down'), day]);
    await advanceTo(BREAK_AT - 19_000);
    expect(actor.getSnapshot().value).toBe('failed');
    await advanceTo(BREAK_AT - 1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(loadSchedule).toHaveBeenCalledTimes(1);
    await advanceTo(BREAK_AT);
    expect(loadSchedule).toHaveBeenCalledTimes(2);
    await advanceTo(BREAK_AT + MIN);
    expect(loadSchedule).toHaveBeenCalledTimes(3);
    // The break started a minute before the schedule arrived: too late for 'Status change'.
    expect(actor.getSnapshot().matches('running')).toBe(true);
    expect(seen()).toEqual([]);
    actor.stop();
  });

  it('reaches every state and transition', () => {
    coverage.assertAllReached();
  });
});
