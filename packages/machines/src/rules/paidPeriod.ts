import type { Space } from '@console/api/contract';

// spec §4 "Space payment colour": a space has expired when no time is left.
export const isSpaceExpired = (space: Pick<Space, 'expires_at'>, nowMs: number): boolean => space.expires_at * 1000 <= nowMs;

// spec §4 "Paid-period state": paid if there are no spaces or at least one space has not expired.
export function isWorkspacePaid(spaces: readonly Pick<Space, 'expires_at'>[], nowMs: number): boolean {
  return spaces.length === 0 || spaces.some((space) => !isSpaceExpired(space, nowMs));
}

/** When the workspace stops being paid (ms): the latest expiry; null with no spaces (never). */
export function paidUntilMs(spaces: readonly Pick<Space, 'expires_at'>[]): number | null {
  return spaces.length === 0 ? null : Math.max(...spaces.map((space) => space.expires_at * 1000));
}

export type PaidOverKind = 'trial' | 'paid';

/**
 * spec §8: the paid-over modal says 'Тестовый период закончился' for a trial and 'Оплаченный период закончился' for a
 * paid space. With several expired spaces: 'paid' as soon as one of them was paid (the team has paid before), else 'trial'.
 */
export function paidOverKind(spaces: readonly Pick<Space, 'is_trial'>[]): PaidOverKind {
  return spaces.some((space) => !space.is_trial) ? 'paid' : 'trial';
}
