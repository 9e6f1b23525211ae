import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useMachine } from '@xstate/react';
import { forcedStatusChoices, isOfflineStatus, isStatusChange } from '@console/machines/rules/statusChange';
import { useConfig } from '../../../data/index.ts';
import { useForcedStatusMachine } from '../../../data/forcedStatus.ts';
import { ForcedStatusDialogView, type ForcedStatusChoice } from './ForcedStatusDialogView.tsx';

// The forced-status dialog's machine and view (spec §2.5, §4, §7, §8), loaded by ForcedStatusDialog when first needed.
export function ForcedStatusFlow() {
  const { t } = useTranslation('status');
  const config = useConfig();
  const [, navigate] = useLocation();
  const toLogin = useCallback(() => navigate('/login', { replace: true }), [navigate]);
  const machine = useForcedStatusMachine(toLogin);
  const [state, send] = useMachine(machine);

  const statuses = useMemo(() => config.data?.user_statuses ?? [], [config.data]);
  const current = config.data?.user.status ?? null;
  const offline = isOfflineStatus(statuses, current);
  useEffect(() => send({ type: 'status.current', status: current, offline }), [send, current, offline]);

  const spaces = config.data?.spaces ?? [];
  const spaceName = (id: number) => (spaces.length > 1 ? spaces.find((space) => space.id === id)?.name : undefined);
  const choices: ForcedStatusChoice[] = forcedStatusChoices(statuses).map((status) => ({
    id: status.id,
    name: status.name,
    color: status.color,
    ...(spaceName(status.space_id) ? { spaceName: spaceName(status.space_id) } : {}),
  }));
  const { selected, error } = state.context;

  return (
    <ForcedStatusDialogView
      isOpen={state.hasTag('open')}
      currentName={statuses.find((status) => status.id === current)?.name ?? null}
      choices={choices}
      selected={selected}
      onSelect={(status) => send({ type: 'status.select', status })}
      canSave={isStatusChange(selected, state.context.current)}
      onSave={() => send({ type: 'status.save' })}
      saving={state.matches('saving')}
      // spec §8: the server's error text; without one (network), the console's own.
      error={error ? (error.text ?? t('forced.failed')) : null}
      onLogout={() => send({ type: 'logout' })}
      loggingOut={state.matches('loggingOut') || state.status === 'done'}
    />
  );
}
