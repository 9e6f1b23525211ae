import { useEffect } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import type { ConfigResponse, User } from '@console/api/contract';
import { shouldApplyAutoStatus, STATUS_AUTO_CHECK_MS } from '@console/machines/rules/autoStatus';
import { useApiClient } from './ApiProvider.tsx';
import { CONFIG_KEY, ME_KEY } from './resources.ts';
import { createValueStore } from './valueStore.ts';

// When the user last chose a status by hand (spec §7: the automatic check waits 600 s after it).
export const manualStatusChange = createValueStore<number | null>(null);

/** Sets the user's status in every cached copy of the user, without refetching. */
export function applyUserStatus(mutate: ScopedMutator, status: number | null): void {
  void mutate<User>(ME_KEY, (user) => (user ? { ...user, status } : user), { revalidate: false });
  void mutate<ConfigResponse>(CONFIG_KEY, (config) => (config ? { ...config, user: { ...config.user, status } } : config), {
    revalidate: false,
  });
}

/**
 * spec §7, §9: GET v1/me/status?auto_update=1 every 180 s, applied only if more than 600 s have passed since
 * the last manual change and more than 30 s since the check started; its errors are ignored silently.
 */
export function useStatusAutoCheck(enabled: boolean, now: () => number = Date.now): void {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!enabled) return;
    const startedAt = now();
    const allowed = () => shouldApplyAutoStatus({ now: now(), lastManualChangeAt: manualStatusChange.get(), startedAt });
    const timer = window.setInterval(() => {
      if (!allowed()) return;
      client.status
        .get({ autoUpdate: true, silent: true })
        .then(({ status }) => allowed() && applyUserStatus(mutate, status))
        .catch(() => undefined);
    }, STATUS_AUTO_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [enabled, client, mutate, now]);
}
