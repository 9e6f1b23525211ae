import type { Shift } from '@console/api/contract';

/** Shifts by weekday, then start: the order the server answers with. */
export const byTime = (a: Shift, b: Shift) => a.weekday - b.weekday || a.start.localeCompare(b.start);
