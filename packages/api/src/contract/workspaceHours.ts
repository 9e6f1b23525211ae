import * as z from 'zod/mini';
import { RequestId, RequestIdParam } from './ids.ts';
import { WEEKDAYS } from './workSchedule.ts'; // ISO weekdays, Monday 1 to Sunday 7

// settings/workinghours (spec §2.4, §3 user status): the workspace's business hours, holidays and user statuses. Not
// shown by the spec: designed in the style of the others (docs/adding-a-screen.md), under the space the admin manages.
export const spacePath = (spaceId: number): string => `v1/spaces/${spaceId}`;
export const spaceBusinessHoursPath = (spaceId: number): string => `${spacePath(spaceId)}/workinghours`;
export const spaceStatusesPath = (spaceId: number): string => `${spacePath(spaceId)}/statuses`;
export const spaceStatusesOrderPath = (spaceId: number): string => `${spaceStatusesPath(spaceId)}/order`;
export const spaceStatusPath = (spaceId: number, statusId: number): string => `${spaceStatusesPath(spaceId)}/${statusId}`;

export const SpaceIdParams = z.object({ id: RequestIdParam });
export const SpaceStatusParams = z.object({ id: RequestIdParam, status_id: RequestIdParam });

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const TimeOfDay = z.string().check(z.regex(TIME_OF_DAY));
export const IsoDate = z.string().check(z.regex(ISO_DATE));

/** One open weekday: from opens_at to closes_at ('HH:MM', the workspace's time zone); a weekday absent is closed. */
export const BusinessDay = z.object({
  weekday: z.int().check(z.gte(1), z.lte(7)),
  opens_at: TimeOfDay,
  closes_at: TimeOfDay,
});
export type BusinessDay = z.infer<typeof BusinessDay>;

export const HOLIDAY_NAME_MAX = 100;
export const Holiday = z.object({ date: IsoDate, name: z.string().check(z.maxLength(HOLIDAY_NAME_MAX)) });
export type Holiday = z.infer<typeof Holiday>;

export const BusinessHours = z.object({ business_hours: z.array(BusinessDay), holidays: z.array(Holiday) });
export type BusinessHours = z.infer<typeof BusinessHours>;

const BusinessHoursLists = {
  business_hours: z.array(BusinessDay).check(z.maxLength(WEEKDAYS.length)),
  holidays: z.array(Holiday).check(z.maxLength(366)),
};

export const BusinessHoursUpdate = z.object({
  ...BusinessHoursLists,
  /** Optional (ours, docs/error-types.md conflict): the week and holidays the form began from; 409 when no longer so. */
  seen: z.optional(z.object(BusinessHoursLists)),
});
export type BusinessHoursUpdate = z.infer<typeof BusinessHoursUpdate>;

/** A 409's body (error_type 'conflict'): the week and holidays as they are now, another administrator's save in them. */
export const BusinessHoursConflict = z.object({ error: z.string(), error_type: z.literal('conflict'), current: BusinessHours });
export type BusinessHoursConflict = z.infer<typeof BusinessHoursConflict>;

/** The problem of a week and holidays the server refuses, or null: both the form and the server apply it. */
export function businessHoursProblem(value: BusinessHoursUpdate): 'closesBeforeOpens' | 'duplicateDay' | 'duplicateDate' | null {
  const days = new Set<number>();
  for (const day of value.business_hours) {
    if (day.closes_at <= day.opens_at) return 'closesBeforeOpens';
    if (days.has(day.weekday)) return 'duplicateDay';
    days.add(day.weekday);
  }
  const dates = new Set(value.holidays.map((holiday) => holiday.date));
  return dates.size === value.holidays.length ? null : 'duplicateDate';
}

// spec §3 "User status": id, name, color, hidden, offline; with how many users hold it and shifts set it, so the
// screen can say what deleting it does before it is deleted.
export const STATUS_NAME_MAX = 60;
// The palette the form offers (the seed's colours are among them); a hex colour is accepted too.
export const STATUS_COLORS = ['green', 'yellow', 'orange', 'red', 'purple', 'blue', 'gray'] as const;
export const StatusColor = z.union([z.enum(STATUS_COLORS), z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/))]);
export const ManagedStatus = z.object({
  id: z.int(),
  name: z.string(),
  color: z.string(),
  hidden: z.boolean(),
  offline: z.boolean(),
  space_id: z.int(),
  users_count: z.int(),
  shifts_count: z.int(), // the weekly grids' shifts and the working-hours periods setting it
  templates_count: z.int(), // the shift templates with a shift of it: deleting moves them to the replacement too
});
export type ManagedStatus = z.infer<typeof ManagedStatus>;
export const ManagedStatusesResponse = z.object({ items: z.array(ManagedStatus) });
export type ManagedStatusesResponse = z.infer<typeof ManagedStatusesResponse>;

export const StatusInput = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(STATUS_NAME_MAX)),
  color: StatusColor,
  hidden: z.boolean(),
  offline: z.boolean(),
});
export type StatusInput = z.infer<typeof StatusInput>;

/** A status as the edit dialog began from it, in the page's language (ours, docs/error-types.md `conflict`). */
export const StatusSeen = z.object({
  name: z.string().check(z.maxLength(STATUS_NAME_MAX * 4)),
  color: z.string().check(z.maxLength(20)),
  hidden: z.boolean(),
  offline: z.boolean(),
});
export type StatusSeen = z.infer<typeof StatusSeen>;
export const StatusEdit = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(STATUS_NAME_MAX)),
  color: StatusColor,
  hidden: z.boolean(),
  offline: z.boolean(),
  /** Optional: when the status differs from this (another administrator saved meanwhile), nothing is saved: 409. */
  seen: z.optional(StatusSeen),
});
export type StatusEdit = z.infer<typeof StatusEdit>;

export const StatusesOrder = z.object({
  ids: z.array(RequestId).check(z.minLength(1), z.maxLength(200)),
  /** Optional: the order the list showed; when no longer the order (another administrator's change), 409. */
  seen: z.optional(z.array(z.int()).check(z.maxLength(200))),
});
export type StatusesOrder = z.infer<typeof StatusesOrder>;

/** A 409's body (error_type 'conflict'): the statuses as they are now, another administrator's change in them. */
export const StatusesConflict = z.object({
  error: z.string(),
  error_type: z.literal('conflict'),
  current: ManagedStatusesResponse,
});
export type StatusesConflict = z.infer<typeof StatusesConflict>;

// Deleting a status users hold or shifts set names the status they get instead.
export const StatusDeleteQuery = z.object({ replacement_id: z.optional(RequestIdParam) });
export type StatusDeleteQuery = z.infer<typeof StatusDeleteQuery>;
