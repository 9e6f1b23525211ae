// spec §4 "Config freshness": when the config is reloaded (numbers: §9 "Config reload").
import { CONFIG_MAX_AGE_EXPIRED_MS, CONFIG_MAX_AGE_MS } from './s9Delays.ts';

export interface ConfigAge {
  /** When this client finished loading the config, ms on the client's clock (not the server's `loaded`). */
  loadedAt: number;
  now: number;
  subscriptionExpired: boolean;
}

/** spec §4 "Config freshness": reloaded when older than 8 hours, or 10 minutes while the subscription is expired. */
export function isConfigStale({ loadedAt, now, subscriptionExpired }: ConfigAge): boolean {
  const maxAge = subscriptionExpired ? CONFIG_MAX_AGE_EXPIRED_MS : CONFIG_MAX_AGE_MS;
  return now - loadedAt > maxAge;
}
