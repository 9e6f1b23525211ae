import type { Space } from '@console/api/contract';

// spec §4 "Space payment colour": a space has expired when no time is left.
export const isSpaceExpired = (space: Pick<Space, 'expires_at'>, nowMs: number): boolean => space.expires_at * 1000 <= nowMs;

// spec §4 "Paid-period state": paid if there are no spaces or at least one space has not expired.
export function isWorkspacePaid(spaces: readonly Pick<Space, 'expires_at'>[], nowMs: number): boolean {
  return spaces.length === 0 || spaces.some((space) => !isSpaceExpired(space, nowMs));
}
