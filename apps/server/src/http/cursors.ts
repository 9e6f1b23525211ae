// Keyset cursors come back from the client: every part is parsed and bounded (an id is an int4, a time one the
// database's timestamps hold) before a query is built, and anything else is 400, never a database error.
import { INT4_MAX } from '@console/api/contract';
import { ApiFailure } from './errors.ts';

/** The upper bounds of a cursor's parts: ids, and times in seconds or milliseconds up to the year 9999. */
export const CURSOR_ID_MAX = INT4_MAX;
export const CURSOR_SECONDS_MAX = 253_402_300_799;
export const CURSOR_MS_MAX = CURSOR_SECONDS_MAX * 1000;

/** The numbers a cursor's pattern captures (an empty capture is 0), each at most its bound; 400 otherwise. */
export function cursorParts(
  cursor: string,
  encoding: 'base64' | 'base64url',
  pattern: RegExp,
  bounds: readonly number[],
): number[] {
  const match = pattern.exec(Buffer.from(cursor, encoding).toString('latin1'));
  const parts = match ? match.slice(1).map(Number) : [];
  if (!match || parts.some((part, index) => !Number.isSafeInteger(part) || part > (bounds[index] ?? 0))) {
    throw new ApiFailure(400, 'badRequest');
  }
  return parts;
}
