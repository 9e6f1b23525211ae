import * as z from 'zod/mini';
import { RequestId, RequestIdParam } from './ids.ts';

// spec §2.4 users/workinghours (/templates, /absences, /my, /{id}): each user's weekly grid of shifts, shift templates
// and absences. Not shown by the spec (architecture.md: designed in the same style); GET v1/me/workinghours (spec §7)
// answers from them.
export const WORK_SCHEDULE_PATH = 'v1/workschedule';
export const userSchedulePath = (userId: number) => `${WORK_SCHEDULE_PATH}/${userId}`;
export const SHIFT_TEMPLATES_PATH = `${WORK_SCHEDULE_PATH}/templates`;
export const shiftTemplatePath = (id: number) => `${SHIFT_TEMPLATES_PATH}/${id}`;
export const shiftTemplateApplyPath = (id: number) => `${shiftTemplatePath(id)}/apply`;
export const ABSENCES_PATH = `${WORK_SCHEDULE_PATH}/absences`;
export const absencePath = (id: number) => `${ABSENCES_PATH}/${id}`;

export const WorkScheduleQuery = z.object({ space_id: RequestIdParam });
export type WorkScheduleQuery = z.infer<typeof WorkScheduleQuery>;
export const ScheduleUserParams = z.object({ user_id: RequestIdParam });
export const ScheduleRecordParams = z.object({ id: RequestIdParam });

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** A wall-clock time "HH:MM" in the user's time zone; "24:00" ends a shift at midnight. */
export const ShiftTime = z.string().check(z.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/));

/** One shift of the weekly grid: on `weekday`, from `start` to `end`, the user has `status_id`. */
export const Shift = z.object({
  weekday: z.int().check(z.gte(1), z.lte(7)),
  start: ShiftTime,
  end: ShiftTime,
  status_id: RequestId,
});
export type Shift = z.infer<typeof Shift>;

/** Minutes since midnight of "HH:MM". */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export type ShiftProblem = 'endBeforeStart' | 'overlap';

/** What is wrong with each shift of a grid (by index): an end not after its start, or an overlap on the same day. */
export function shiftProblems(shifts: readonly Pick<Shift, 'weekday' | 'start' | 'end'>[]): Map<number, ShiftProblem> {
  const problems = new Map<number, ShiftProblem>();
  shifts.forEach((shift, index) => {
    if (minutesOf(shift.end) <= minutesOf(shift.start)) problems.set(index, 'endBeforeStart');
  });
  // Both shifts of an overlapping pair are marked; a shift ending before it starts overlaps nothing.
  const backwards = new Set(problems.keys());
  shifts.forEach((shift, index) => {
    if (backwards.has(index)) return;
    const overlaps = shifts.some(
      (other, at) =>
        at !== index &&
        !backwards.has(at) &&
        other.weekday === shift.weekday &&
        minutesOf(other.start) < minutesOf(shift.end) &&
        minutesOf(shift.start) < minutesOf(other.end),
    );
    if (overlaps) problems.set(index, 'overlap');
  });
  return problems;
}

export const MAX_SHIFTS = 70;
export const Shifts = z.array(Shift).check(z.maxLength(MAX_SHIFTS));

export const ABSENCE_KINDS = ['vacation', 'sick_leave', 'other'] as const;
export const AbsenceKind = z.enum(ABSENCE_KINDS);
export type AbsenceKind = z.infer<typeof AbsenceKind>;
/** A calendar date "YYYY-MM-DD" in the user's time zone. */
export const CalendarDate = z.string().check(z.regex(/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/));

/** An absence: from `starts_on` to `ends_on`, both included, the user's shifts do not apply. */
export const Absence = z.object({
  id: z.int(),
  user_id: z.int(),
  kind: AbsenceKind,
  starts_on: z.string(),
  ends_on: z.string(),
});
export type Absence = z.infer<typeof Absence>;

export const NewAbsence = z.object({
  space_id: RequestId,
  user_id: RequestId,
  kind: AbsenceKind,
  starts_on: CalendarDate,
  ends_on: CalendarDate,
});
export type NewAbsence = z.infer<typeof NewAbsence>;

/** One user's schedule: their weekly grid and absences, in `time_zone` (theirs if set, else the workspace's). */
export const UserSchedule = z.object({
  user_id: z.int(),
  name: z.string(),
  time_zone: z.string(),
  shifts: z.array(Shift),
  absences: z.array(Absence),
});
export type UserSchedule = z.infer<typeof UserSchedule>;

/** The team's week: every member's schedule, by name. */
export const TeamScheduleResponse = z.object({ items: z.array(UserSchedule) });
export type TeamScheduleResponse = z.infer<typeof TeamScheduleResponse>;

export const ShiftsUpdate = z.object({ shifts: Shifts });
export type ShiftsUpdate = z.infer<typeof ShiftsUpdate>;

export const ShiftTemplate = z.object({ id: z.int(), name: z.string(), shifts: z.array(Shift) });
export type ShiftTemplate = z.infer<typeof ShiftTemplate>;
export const ShiftTemplatesResponse = z.object({ items: z.array(ShiftTemplate) });
export type ShiftTemplatesResponse = z.infer<typeof ShiftTemplatesResponse>;

export const SHIFT_TEMPLATE_NAME_MAX = 100;
export const ShiftTemplateInput = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(SHIFT_TEMPLATE_NAME_MAX)),
  shifts: Shifts,
});
export type ShiftTemplateInput = z.infer<typeof ShiftTemplateInput>;
export const NewShiftTemplate = z.extend(ShiftTemplateInput, { space_id: RequestId });
export type NewShiftTemplate = z.infer<typeof NewShiftTemplate>;

/** Applying a template replaces each named user's weekly grid with the template's shifts. */
export const ApplyShiftTemplate = z.object({ user_ids: z.array(RequestId).check(z.minLength(1), z.maxLength(500)) });
export type ApplyShiftTemplate = z.infer<typeof ApplyShiftTemplate>;

export const AbsencesResponse = z.object({ items: z.array(Absence) });
export type AbsencesResponse = z.infer<typeof AbsencesResponse>;
