import { useEffect } from 'react';
import type { ConfigResponse } from '@console/api/contract';
import { isConfigStale } from '@console/machines/rules/configFreshness';
import { isWorkspacePaid } from '@console/machines/rules/paidPeriod';

// When this tab received each config; the client stamps `loaded` on arrival too (docs/answers.md), which a copied
// config (a mutate's spread) keeps.
const receivedAt = new WeakMap<ConfigResponse, number>();

export function markConfigReceived(config: ConfigResponse, now: number = Date.now()): ConfigResponse {
  receivedAt.set(config, now);
  return config;
}

// How often the age is looked at; the rule itself decides when the config is stale.
export const CONFIG_FRESHNESS_CHECK_MS = 60_000;

/** spec §4, §9: true when this config should be reloaded now. */
export function configNeedsReload(config: ConfigResponse, now: number): boolean {
  const loadedAt = receivedAt.get(config) ?? config.loaded ?? now;
  return isConfigStale({ loadedAt, now, subscriptionExpired: !isWorkspacePaid(config.spaces, now) });
}

/** What watchConfigFreshness listens to: the page's document (or a stand-in in tests). */
export type VisibilitySource = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

/**
 * Checks now, every minute and whenever the page becomes visible, and calls `reload` while the config is stale
 * (spec §4, §9). Returns the function that stops watching.
 */
export function watchConfigFreshness(
  config: ConfigResponse,
  reload: () => void,
  now: () => number = Date.now,
  page: VisibilitySource = document,
): () => void {
  const check = () => {
    if (configNeedsReload(config, now())) reload();
  };
  check();
  const timer = setInterval(check, CONFIG_FRESHNESS_CHECK_MS);
  const onVisible = () => page.visibilityState === 'visible' && check();
  page.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    page.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * Reloads the config when it is stale: checked every minute, when the tab becomes visible and when
 * `trigger` changes (the route), so a long-open tab never works on an old config.
 */
export function useConfigFreshness(
  config: ConfigResponse | undefined,
  reload: () => void,
  trigger: unknown,
  now: () => number = Date.now,
): void {
  useEffect(() => (config ? watchConfigFreshness(config, reload, now) : undefined), [config, reload, trigger, now]);
}
