// Failed sign-ins of one account from every source (quality.md: 429 with Retry-After): after a number of free
// failures each further one doubles the wait from 1 s up to a cap, so guessing from many sources stays slow while the
// owner waits at most the cap, never a lockout anyone who knows the address could cause.
export type BackoffRule = { freeFailures: number; maxWaitMs: number; windowMs: number };

const FIRST_WAIT_MS = 1_000;
const SWEEP_AT_KEYS = 10_000;

type Failures = { count: number; last: number };

export class FailureBackoff {
  readonly #rule: BackoffRule;
  readonly #now: () => number;
  readonly #failures = new Map<string, Failures>();

  constructor(rule: BackoffRule, now: () => number) {
    this.#rule = rule;
    this.#now = now;
  }

  /** Seconds until `key` may try again, or 0. */
  retryAfter(key: string): number {
    const failures = this.#recent(key);
    if (!failures || failures.count < this.#rule.freeFailures) return 0;
    const wait = Math.min(this.#rule.maxWaitMs, FIRST_WAIT_MS * 2 ** (failures.count - this.#rule.freeFailures));
    const left = failures.last + wait - this.#now();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  hit(key: string): void {
    const count = (this.#recent(key)?.count ?? 0) + 1;
    this.#failures.set(key, { count, last: this.#now() });
    if (this.#failures.size > SWEEP_AT_KEYS) for (const stale of [...this.#failures.keys()]) this.#recent(stale);
  }

  reset(key: string): void {
    this.#failures.delete(key);
  }

  // Failures end a window after the last one.
  #recent(key: string): Failures | undefined {
    const failures = this.#failures.get(key);
    if (failures && this.#now() - failures.last >= this.#rule.windowMs) {
      this.#failures.delete(key);
      return undefined;
    }
    return failures;
  }
}
