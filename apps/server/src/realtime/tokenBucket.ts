// Per-connection rate limit: `ratePerSecond` messages a second on average, up to `burst` at once.
export type TokenBucket = { take(): boolean };

export function createTokenBucket(rule: { ratePerSecond: number; burst: number }, now: () => number): TokenBucket {
  let tokens = rule.burst;
  let last = now();
  return {
    take() {
      const t = now();
      tokens = Math.min(rule.burst, tokens + ((t - last) * rule.ratePerSecond) / 1000);
      last = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
