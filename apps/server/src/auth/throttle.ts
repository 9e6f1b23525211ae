// In-memory sliding windows for login throttling (quality.md: per account and per IP, 429 with Retry-After): failed
// sign-ins lock an account for one source; across sources they slow down (backoff.ts) without locking the owner out.
import { FailureBackoff } from './backoff.ts';

export type ThrottleRule = { limit: number; windowMs: number };

export type ThrottleRules = {
  /** Failed sign-ins (wrong password or code) per account and source; also per account for the signed-in checks. */
  accountFailures: ThrottleRule;
  /** Token requests (any grant) per client IP. */
  ipRequests: ThrottleRule;
  /** Password reset letters (POST v1/recovery) per address, from any source. */
  recoveryPerAddress: ThrottleRule;
};

export const DEFAULT_THROTTLE: ThrottleRules = {
  accountFailures: { limit: 10, windowMs: 15 * 60_000 },
  ipRequests: { limit: 60, windowMs: 60_000 },
  // Anyone may ask for an address's reset letter: five an hour lets the owner retry, not flood the mailbox.
  recoveryPerAddress: { limit: 5, windowMs: 3_600_000 },
};

const SWEEP_AT_KEYS = 10_000;

export class SlidingWindow {
  readonly #rule: ThrottleRule;
  readonly #now: () => number;
  readonly #hits = new Map<string, number[]>();

  constructor(rule: ThrottleRule, now: () => number) {
    this.#rule = rule;
    this.#now = now;
  }

  /** Seconds to wait before `key` may try again, or 0 when it is under the limit. */
  retryAfter(key: string): number {
    const hits = this.#recent(key);
    if (hits.length < this.#rule.limit) return 0;
    const oldest = hits[hits.length - this.#rule.limit] ?? this.#now();
    return Math.max(1, Math.ceil((oldest + this.#rule.windowMs - this.#now()) / 1000));
  }

  hit(key: string): void {
    const hits = this.#recent(key);
    hits.push(this.#now());
    this.#hits.set(key, hits);
    if (this.#hits.size > SWEEP_AT_KEYS) this.#sweep();
  }

  /** Counts a hit unless the key is over the limit; returns the wait in seconds (0 = allowed). */
  consume(key: string): number {
    const wait = this.retryAfter(key);
    if (wait === 0) this.hit(key);
    return wait;
  }

  reset(key: string): void {
    this.#hits.delete(key);
  }

  #recent(key: string): number[] {
    const since = this.#now() - this.#rule.windowMs;
    const hits = (this.#hits.get(key) ?? []).filter((t) => t > since);
    if (hits.length === 0) this.#hits.delete(key);
    else this.#hits.set(key, hits);
    return hits;
  }

  #sweep(): void {
    for (const key of [...this.#hits.keys()]) this.#recent(key);
  }
}

/** The windows of the token endpoint; main.ts shares one set between the two ports. */
export type LoginThrottles = {
  perIp: SlidingWindow;
  /** Sign-in failures per account and source (key `loginSourceKey`): the limit locks that source only. */
  failuresPerSource: SlidingWindow;
  /** Sign-in failures per account from every source: past the same limit, a wait from 1 s doubling up to 60 s. */
  accountBackoff: FailureBackoff;
  /** The signed-in checks of the account's own password or code (profile, two-factor). */
  failuresPerAccount: SlidingWindow;
  recoveryPerAddress: SlidingWindow;
};

// The owner waits at most a minute however many sources guess (quality.md).
export const ACCOUNT_BACKOFF_MAX_WAIT_MS = 60_000;

export const loginSourceKey = (email: string, ip: string) => `${email}\n${ip}`;

export function createLoginThrottles(rules: Partial<ThrottleRules> = {}, now: () => number = Date.now): LoginThrottles {
  const { ipRequests, accountFailures, recoveryPerAddress } = { ...DEFAULT_THROTTLE, ...rules };
  return {
    perIp: new SlidingWindow(ipRequests, now),
    failuresPerSource: new SlidingWindow(accountFailures, now),
    accountBackoff: new FailureBackoff(
      { freeFailures: accountFailures.limit, maxWaitMs: ACCOUNT_BACKOFF_MAX_WAIT_MS, windowMs: accountFailures.windowMs },
      now,
    ),
    failuresPerAccount: new SlidingWindow(accountFailures, now),
    recoveryPerAddress: new SlidingWindow(recoveryPerAddress, now),
  };
}
