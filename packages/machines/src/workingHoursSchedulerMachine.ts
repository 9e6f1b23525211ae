// The working-hours scheduler (spec §4, §9): loads the user's schedule, ticks on every whole minute and tells the
// UI (emitted `notice`) when a slot has just started with another status, or will start in the user's lead time.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import {
  dueNotices,
  msUntilNextTick,
  sortSlots,
  WORKING_HOURS_NOTIFIED_KEPT,
  WORKING_HOURS_REFRESH_MS,
  type ScheduleSlot,
  type WorkingHoursNotice,
} from './rules/workingHours.ts';

export {
  WORKING_HOURS_NOTICE_MS,
  WORKING_HOURS_NOTICE_WINDOW_MS,
  WORKING_HOURS_REFRESH_MS,
  WORKING_HOURS_TICK_MS,
  type ScheduleSlot,
  type WorkingHoursNotice,
} from './rules/workingHours.ts';

export interface WorkingHoursSchedulerInput {
  /** The spaces whose settings.user_workinghours is on. */
  spaceIds: readonly number[];
  /** The user's current status id. */
  status: number | null;
  /** user.settings.wh_status_notification (minutes); null: no 'Status change soon' notices. */
  leadMinutes: number | null;
  /** The clock (unix ms); tests pass the SimulatedClock's. */
  now?: () => number;
}

export interface WorkingHoursSchedulerContext {
  spaceIds: readonly number[];
  slots: ScheduleSlot[];
  status: number | null;
  leadMinutes: number | null;
  /** Keys of the notices already given (the last WORKING_HOURS_NOTIFIED_KEPT). */
  notified: string[];
  now: () => number;
}

export type WorkingHoursSchedulerEvent =
  { type: 'status.changed'; status: number | null } | { type: 'lead.changed'; leadMinutes: number | null };

/** Listen with `actor.on('notice', …)`: show it for WORKING_HOURS_NOTICE_MS. */
export type WorkingHoursSchedulerEmitted = { type: 'notice'; notice: WorkingHoursNotice };

export const workingHoursSchedulerMachine = setup({
  types: {
    context: {} as WorkingHoursSchedulerContext,
    events: {} as WorkingHoursSchedulerEvent,
    input: {} as WorkingHoursSchedulerInput,
    emitted: {} as WorkingHoursSchedulerEmitted,
  },
  actors: {
    // spec §7: GET v1/me/workinghours?space_id for each space, merged; provided by the UI and the tests.
    loadSchedule: fromPromise<ScheduleSlot[], { spaceIds: readonly number[] }>(async () => {
      throw new Error('loadSchedule not provided');
    }),
  },
  actions: {
    assignSlots: assign((_, params: { slots: ScheduleSlot[] }) => ({ slots: sortSlots(params.slots) })),
    assignStatus: assign((_, params: { status: number | null }) => ({ status: params.status })),
    assignLead: assign((_, params: { leadMinutes: number | null }) => ({ leadMinutes: params.leadMinutes })),
    // Each notice once: a refresh or a tick late by a few seconds does not repeat it.
    notifyDue: enqueueActions(({ context, enqueue }) => {
      const notices = dueNotices({ ...context, now: context.now() }).filter((n) => !context.notified.includes(n.key));
      if (notices.length === 0) return;
      const notified = [...context.notified, ...notices.map((n) => n.key)].slice(-WORKING_HOURS_NOTIFIED_KEPT);
      enqueue.assign({ notified });
      for (const notice of notices) enqueue.emit({ type: 'notice', notice });
    }),
  },
  delays: {
    tick: ({ context }) => msUntilNextTick(context.now()),
    refreshAfter: WORKING_HOURS_REFRESH_MS,
  },
}).createMachine({
  id: 'workingHoursScheduler',
  context: ({ input }) => ({
    spaceIds: input.spaceIds,
    slots: [],
    status: input.status,
    leadMinutes: input.leadMinutes,
    notified: [],
    now: input.now ?? Date.now,
  }),
  on: {
    'status.changed': { actions: { type: 'assignStatus', params: ({ event }) => ({ status: event.status }) } },
    'lead.changed': { actions: { type: 'assignLead', params: ({ event }) => ({ leadMinutes: event.leadMinutes }) } },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSchedule',
        src: 'loadSchedule',
        input: ({ context }) => ({ spaceIds: context.spaceIds }),
        // A slot that started just before the schedule arrived is told at once, not on the next minute.
        onDone: {
          target: 'running',
          actions: [{ type: 'assignSlots', params: ({ event }) => ({ slots: event.output }) }, 'notifyDue'],
        },
        onError: 'failed',
      },
    },
    // spec §8-like: a failed load is silent; the last schedule keeps working and the next minute tries again.
    failed: {
      after: { tick: { target: 'loading', actions: 'notifyDue' } },
    },
    running: {
      // spec §4, §9: the schedule is refreshed after 1200 s.
      after: { refreshAfter: 'loading' },
      initial: 'waiting',
      states: {
        waiting: {
          after: { tick: { target: 'waiting', reenter: true, actions: 'notifyDue' } },
        },
      },
    },
  },
});
