import { useEffect } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import type { ApiClient } from '@console/api/client';
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

export interface StatusCheck {
  client: Pick<ApiClient, 'status'>;
  now: () => number;
  /** When the periodic check started. */
  startedAt: number;
  lastManualChangeAt: () => number | null;
  apply: (status: number | null) => void;
}

/**
 * One tick of the automatic check (spec §7, §9): asks only when allowed, applies the answer only if still allowed
 * (the user may have chosen a status meanwhile), and ignores every error silently (spec §8). Resolves when done.
 */
export async function runStatusCheck({ client, now, startedAt, lastManualChangeAt, apply }: StatusCheck): Promise<void> {
  const allowed = () => shouldApplyAutoStatus({ now: now(), lastManualChangeAt: lastManualChangeAt(), startedAt });
  if (!allowed()) return;
  try {
    const { status } = await client.status.get({ autoUpdate: true, silent: true });
    if (allowed()) apply(status);
  } catch {
    // spec §8: status poll errors are ignored silently.
  }
}

/** spec §7, §9: GET v1/me/status?auto_update=1 every 180 s while signed in. */
export function useStatusAutoCheck(enabled: boolean, now: () => number = Date.now): void {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!enabled) return;
    const check: StatusCheck = {
      client,
      now,
      startedAt: now(),
      lastManualChangeAt: manualStatusChange.get,
      apply: (status) => applyUserStatus(mutate, status),
    };
    const timer = window.setInterval(() => void runStatusCheck(check), STATUS_AUTO_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [enabled, client, mutate, now]);
}
