import type { Space } from '@console/api/contract';

// spec §4 "Paid-period state": expiry and the paid rule live in @console/spec.
export { isSpaceExpired, isWorkspacePaid } from '@console/spec';

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
