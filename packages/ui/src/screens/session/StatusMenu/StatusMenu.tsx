import { ERROR_TOAST_MS } from '@console/spec';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigResponse, StatusUpdate } from '@console/api/contract';
import { groupBySpace, isStatusChange, menuStatuses } from '@console/machines/rules/statusChange';
import { StatusMenu as StatusMenuView, type StatusMenuGroup } from '../../layout/StatusMenu/StatusMenu.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { toastQueue } from '../../../components/Toast/toastQueue.ts';
import { useConfig } from '../../../data/index.ts';
import { useStatusChange } from '../../../data/live.ts';
import { useMountedRef } from '../../../data/useMountedRef.ts';

/** spec §9: error toasts other than the listed ones last 30 s. */
export { ERROR_TOAST_MS as STATUS_ERROR_TOAST_MS } from '@console/spec';

/**
 * A status change that says 'Не удалось сохранить статус' when it fails (spec §8), if the component that asked is
 * still there: a save that fails after it has gone (after a logout) tells no one.
 */
export function useStatusSave(): (update: StatusUpdate) => Promise<void> {
  const { t } = useTranslation('status');
  const change = useStatusChange();
  const mounted = useMountedRef();
  return useCallback(
    (update: StatusUpdate) =>
      change(update).catch(() => {
        if (mounted.current) toastQueue.add({ tone: 'error', title: t('menu.saveFailed') }, { timeout: ERROR_TOAST_MS });
      }),
    [change, t, mounted],
  );
}

// The menu's groups: the non-hidden statuses of each space, in the order of the spaces (spec §2.5).
export function statusMenuGroups(config: Pick<ConfigResponse, 'spaces' | 'user_statuses'>): StatusMenuGroup[] {
  const names = new Map(config.spaces.map((space) => [space.id, space.name]));
  return groupBySpace(
    menuStatuses(config.user_statuses),
    config.spaces.map((space) => space.id),
  ).map((group) => ({ spaceId: group.spaceId, spaceName: names.get(group.spaceId) ?? '', statuses: group.statuses }));
}

// spec §4 "User status", §5, §7, §8: the top bar's status dropdown on the real client. Choosing saves with
// PUT v1/me/status {status, space_id}, then the socket, the caches and the manual-change time follow; a failure shows
// 'Не удалось сохранить статус' and the old status stays.
export function StatusMenu() {
  const config = useConfig();
  const save = useStatusSave();
  const [pending, setPending] = useState(false);

  // The frame reports a config failure; until the config is there the menu waits.
  if (!config.data) return config.error ? null : <Spinner size="sm" />;
  const { user, user_statuses: statuses } = config.data;
  const current = statuses.find((status) => status.id === user.status) ?? null;

  const onChoose = (statusId: number) => {
    const chosen = statuses.find((status) => status.id === statusId);
    // spec §5: a change needs a status different from the current one.
    if (!chosen || !isStatusChange(chosen.id, user.status)) return;
    setPending(true);
    void save({ status: chosen.id, space_id: chosen.space_id }).finally(() => setPending(false));
  };

  return <StatusMenuView current={current} groups={statusMenuGroups(config.data)} pending={pending} onChoose={onChoose} />;
}
