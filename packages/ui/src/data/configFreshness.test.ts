import { describe, expect, it } from 'vitest';
import { configFor, DEMO_USERS } from '@console/api/mocks';
import { configNeedsReload, markConfigReceived } from './configFreshness.ts';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const HOUR = 3_600_000;

describe('configNeedsReload (spec §4, §9 "Config freshness")', () => {
  it('reloads a config older than 8 hours', () => {
    const config = markConfigReceived(configFor(DEMO_USERS[0]!, { loaded: NOW }), NOW);
    expect(configNeedsReload(config, NOW + 8 * HOUR)).toBe(false);
    expect(configNeedsReload(config, NOW + 8 * HOUR + 1)).toBe(true);
  });

  it('reloads after 10 minutes while every space has expired', () => {
    const base = configFor(DEMO_USERS[0]!, { loaded: NOW });
    const expired = markConfigReceived({ ...base, spaces: base.spaces.map((s) => ({ ...s, expires_at: NOW / 1000 - 60 })) }, NOW);
    expect(configNeedsReload(expired, NOW + 600_000)).toBe(false);
    expect(configNeedsReload(expired, NOW + 600_001)).toBe(true);
  });

  it("measures the age on this client's clock, not the server's `loaded`", () => {
    const config = markConfigReceived(configFor(DEMO_USERS[0]!, { loaded: NOW - 9 * HOUR }), NOW);
    expect(configNeedsReload(config, NOW + HOUR)).toBe(false);
  });
});
