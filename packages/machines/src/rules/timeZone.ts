// A space has a time zone and a user may override it; schedules, dates and counts use the result.
import type { Space, User } from '@console/api/contract';

// The spaces' default (packages/api contract DEFAULT_TIME_ZONE; machines import api types only).
export const FALLBACK_TIME_ZONE = 'Europe/Moscow';

/** The user's own zone, else their (first) space's, else the default. */
export function effectiveTimeZone(
  user: Pick<User, 'time_zone'> | null | undefined,
  space: Pick<Space, 'time_zone'> | null | undefined,
): string {
  return user?.time_zone ?? space?.time_zone ?? FALLBACK_TIME_ZONE;
}

/** Where the zone came from, for the profile page's wording. */
export function timeZoneSource(
  user: Pick<User, 'time_zone'> | null | undefined,
  space: Pick<Space, 'time_zone'> | null | undefined,
) {
  if (user?.time_zone) return 'user' as const;
  return space?.time_zone ? ('space' as const) : ('default' as const);
}
