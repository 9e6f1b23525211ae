// The working-hours scheduler's rules (spec §4 "Working-hours scheduler", §9).
import type { WorkingHoursItem } from '@console/api/contract';
import { WORKING_HOURS_NOTICE_WINDOW_MS, WORKING_HOURS_TICK_MS } from '@console/spec';

// spec §4, §9: tick, window, notice time and refresh live in @console/spec.
export {
  WORKING_HOURS_NOTICE_MS,
  WORKING_HOURS_NOTICE_WINDOW_MS,
  WORKING_HOURS_REFRESH_MS,
  WORKING_HOURS_TICK_MS,
} from '@console/spec';
/** How many notified slots the scheduler remembers, so a refresh or a late tick never repeats a notice. */
export const WORKING_HOURS_NOTIFIED_KEPT = 20;

/** A working-hours item of one of the user's spaces (spec §3; times in unix seconds). */
export type ScheduleSlot = WorkingHoursItem & { space_id: number };

export type WorkingHoursNoticeKind = 'change' | 'soon';

export interface WorkingHoursNotice {
  kind: WorkingHoursNoticeKind;
  slot: ScheduleSlot;
  /** One per slot and kind. */
  key: string;
}

const startMs = (slot: ScheduleSlot): number => slot.started_at * 1000;
const endMs = (slot: ScheduleSlot): number => slot.ended_at * 1000;

/** The slot covering `now`: the latest started one when slots overlap. */
export function currentSlot(slots: readonly ScheduleSlot[], now: number): ScheduleSlot | null {
  let found: ScheduleSlot | null = null;
  for (const slot of slots) {
    if (startMs(slot) <= now && now < endMs(slot) && (found === null || slot.started_at > found.started_at)) found = slot;
  }
  return found;
}

/** The slots by start (the answers of several spaces are merged). */
export const sortSlots = (slots: readonly ScheduleSlot[]): ScheduleSlot[] =>
  [...slots].sort((a, b) => a.started_at - b.started_at || a.space_id - b.space_id);

const noticeOf = (kind: WorkingHoursNoticeKind, slot: ScheduleSlot): WorkingHoursNotice => ({
  kind,
  slot,
  key: `${kind}:${slot.space_id}:${slot.started_at}:${slot.status.id}`,
});

export interface DueNoticesInput {
  slots: readonly ScheduleSlot[];
  now: number;
  /** The user's current status id. */
  status: number | null;
  /** user.settings.wh_status_notification in minutes; null or 0: no 'Status change soon' notices. */
  leadMinutes: number | null;
}

/**
 * spec §4: 'Status change' when the current slot started within 7 s and its status differs from the user's;
 * 'Status change soon' when a coming slot starts in the user's lead time plus or minus 7 s (and would change it).
 */
export function dueNotices({ slots, now, status, leadMinutes }: DueNoticesInput): WorkingHoursNotice[] {
  const notices: WorkingHoursNotice[] = [];
  const current = currentSlot(slots, now);
  if (current && now - startMs(current) <= WORKING_HOURS_NOTICE_WINDOW_MS && current.status.id !== status) {
    notices.push(noticeOf('change', current));
  }
  if (leadMinutes !== null && leadMinutes > 0) {
    const lead = leadMinutes * 60_000;
    const soon = slots.find(
      (slot) =>
        startMs(slot) > now &&
        Math.abs(startMs(slot) - now - lead) <= WORKING_HOURS_NOTICE_WINDOW_MS &&
        slot.status.id !== status,
    );
    if (soon) notices.push(noticeOf('soon', soon));
  }
  return notices;
}

/**
 * Time to the next tick: on the next whole minute of the clock, so that a tick falls within the 7 s window of slots
 * that start on whole minutes (a free-running 60 s timer would miss most of them).
 */
export function msUntilNextTick(now: number): number {
  return WORKING_HOURS_TICK_MS - (((now % WORKING_HOURS_TICK_MS) + WORKING_HOURS_TICK_MS) % WORKING_HOURS_TICK_MS);
}
