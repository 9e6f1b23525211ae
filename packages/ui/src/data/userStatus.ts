import { STATUS_AUTO_CHECK_MS } from '@console/spec';
import { useEffect } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { statusResource, type StatusResource } from '@console/api/client/status';
import type { ConfigResponse, User } from '@console/api/contract';
import { shouldApplyAutoStatus, shouldAskAutoStatus } from '@console/machines/rules/autoStatus';
import { useApiClient } from './ApiProvider.tsx';
import { CONFIG_KEY, ME_KEY } from './resources.ts';
import { createValueStore } from './valueStore.ts';

// spec §7, §9: the automatic check waits 600 s after the user last chose a status by hand…
export const manualStatusChange = createValueStore<number | null>(null);
// …and its answer is accepted only 30 s after the status last changed, whatever changed it.
export const lastStatusChange = createValueStore<number | null>(null);

/**
 * The user chose a status by hand and PUT v1/me/status saved it (spec §4 "User status"): the status dropdown and the
 * forced-status dialog call this, then applyUserStatus with the saved status.
 */
export function recordManualStatusChange(now: number = Date.now()): void {
  manualStatusChange.set(now);
  lastStatusChange.set(now);
}

/**
 * Sets the user's status in every cached copy of the user, without refetching, and records the change: every origin
 * (a manual change, a socket `status` message, an automatic update) goes through here (spec §7 "more than 30 s").
 */
export function applyUserStatus(mutate: ScopedMutator, status: number | null, now: number = Date.now()): void {
  lastStatusChange.set(now);
  void mutate<User>(ME_KEY, (user) => (user ? { ...user, status } : user), { revalidate: false });
  void mutate<ConfigResponse>(CONFIG_KEY, (config) => (config ? { ...config, user: { ...config.user, status } } : config), {
    revalidate: false,
  });
}

export interface StatusCheck {
  status: Pick<StatusResource, 'get'>;
  now: () => number;
  lastManualChangeAt: () => number | null;
  lastChangeAt: () => number | null;
  apply: (status: number | null) => void;
}

/**
 * One tick of the automatic check (spec §7, §9): asks only when 600 s passed since the last manual change, applies
 * the answer only if that still holds and more than 30 s passed since the last change of any origin (the user or the
 * socket may have changed it meanwhile), and ignores every error silently (spec §8). Resolves when done.
 */
export async function runStatusCheck({
  status: resource,
  now,
  lastManualChangeAt,
  lastChangeAt,
  apply,
}: StatusCheck): Promise<void> {
  if (!shouldAskAutoStatus({ now: now(), lastManualChangeAt: lastManualChangeAt() })) return;
  try {
    const { status } = await resource.get({ autoUpdate: true, silent: true });
    if (shouldApplyAutoStatus({ now: now(), lastManualChangeAt: lastManualChangeAt(), lastChangeAt: lastChangeAt() })) {
      apply(status);
    }
  } catch {
    // spec §8: status poll errors are ignored silently.
  }
}

export interface StatusAutoCheckInput {
  status: Pick<StatusResource, 'get'>;
  /** Applies an accepted answer (applyUserStatus, which records it as a change). */
  apply: (status: number | null) => void;
  now?: () => number;
}

/** spec §7, §9: GET v1/me/status?auto_update=1 every 180 s; a new session starts with no change recorded. Returns the stop. */
export function startStatusAutoCheck({ status, apply, now = Date.now }: StatusAutoCheckInput): () => void {
  manualStatusChange.set(null);
  lastStatusChange.set(null);
  const check: StatusCheck = {
    status,
    now,
    lastManualChangeAt: manualStatusChange.get,
    lastChangeAt: lastStatusChange.get,
    apply,
  };
  const timer = setInterval(() => void runStatusCheck(check), STATUS_AUTO_CHECK_MS);
  return () => clearInterval(timer);
}

/** The automatic status check of the signed-in frame. */
export function useStatusAutoCheck(enabled: boolean): void {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!enabled) return;
    return startStatusAutoCheck({ status: client.resource(statusResource), apply: (status) => applyUserStatus(mutate, status) });
  }, [enabled, client, mutate]);
}
