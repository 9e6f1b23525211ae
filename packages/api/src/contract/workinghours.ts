import * as z from 'zod/mini';
import { RequestIdParam } from './ids.ts';

// spec §7: GET v1/me/workinghours?space_id answers the user's working-hours items of that space.
export const WORKINGHOURS_PATH = 'v1/me/workinghours';

// The space whose schedule is asked for (a query value is a string on the wire).
export const WorkingHoursQuery = z.object({ space_id: RequestIdParam });
export type WorkingHoursQuery = z.infer<typeof WorkingHoursQuery>;

// spec §3 "Working-hours item": the status of a slot, and whether it counts as working time.
export const WorkingHoursStatus = z.object({
  id: z.int(),
  name: z.string(),
  color: z.string(),
  workinghours: z.boolean(),
});
export type WorkingHoursStatus = z.infer<typeof WorkingHoursStatus>;

// spec §3: started_at, ended_at (unix seconds, as every date of the contract), status.
export const WorkingHoursItem = z.object({
  started_at: z.int(),
  ended_at: z.int(),
  status: WorkingHoursStatus,
});
export type WorkingHoursItem = z.infer<typeof WorkingHoursItem>;

// The slots that overlap [now − 1 day, now + 7 days], by start.
export const WorkingHoursResponse = z.object({ items: z.array(WorkingHoursItem) });
export type WorkingHoursResponse = z.infer<typeof WorkingHoursResponse>;

/** The window GET v1/me/workinghours answers around now: one day back, seven ahead (seconds). */
export const WORKINGHOURS_WINDOW_BEFORE_S = 86_400;
export const WORKINGHOURS_WINDOW_AFTER_S = 7 * 86_400;
