import { describe, expect, it } from 'vitest';
import { isSpaceExpired, isWorkspacePaid, paidOverKind, paidUntilMs } from '../src/rules/paidPeriod.ts';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const space = (secondsLeft: number) => ({ expires_at: NOW / 1000 + secondsLeft });

describe('paid period (spec §4)', () => {
  it('a space has expired when no time is left', () => {
    expect(isSpaceExpired(space(0), NOW)).toBe(true);
    expect(isSpaceExpired(space(-1), NOW)).toBe(true);
    expect(isSpaceExpired(space(1), NOW)).toBe(false);
  });
  it('a workspace is paid with no spaces or one space not expired', () => {
    expect(isWorkspacePaid([], NOW)).toBe(true);
    expect(isWorkspacePaid([space(-10), space(60)], NOW)).toBe(true);
    expect(isWorkspacePaid([space(-10), space(0)], NOW)).toBe(false);
  });
  it('stops being paid when the last space expires', () => {
    expect(paidUntilMs([])).toBeNull();
    expect(paidUntilMs([space(-10), space(60)])).toBe(NOW + 60_000);
  });
  it("the modal's title is the trial one only when no expired space was paid (spec §8)", () => {
    expect(paidOverKind([{ is_trial: true }])).toBe('trial');
    expect(paidOverKind([{ is_trial: true }, { is_trial: true }])).toBe('trial');
    expect(paidOverKind([{ is_trial: false }])).toBe('paid');
    expect(paidOverKind([{ is_trial: true }, { is_trial: false }])).toBe('paid');
  });
});
