// When the config is reloaded (spec §4 "Config freshness", §9 "Config reload").

/** spec §4, §9: reload when older than 8 hours. */
export const CONFIG_MAX_AGE_MS = 28_800_000;
/** spec §4, §9: reload when older than 10 minutes while the subscription is expired. */
export const CONFIG_MAX_AGE_EXPIRED_MS = 600_000;

/** spec §8 "Config load", §9 "other error toasts 30 s": the server's text stays this long. */
export const CONFIG_ERROR_SHOW_MS = 30_000;

export interface ConfigAge {
  /** When this client finished loading the config, ms on the client's clock (not the server's `loaded`). */
  loadedAt: number;
  now: number;
  subscriptionExpired: boolean;
}

// spec §4: "older than": exactly the limit is still fresh.
export function isConfigStale({ loadedAt, now, subscriptionExpired }: ConfigAge): boolean {
  const maxAge = subscriptionExpired ? CONFIG_MAX_AGE_EXPIRED_MS : CONFIG_MAX_AGE_MS;
  return now - loadedAt > maxAge;
}
