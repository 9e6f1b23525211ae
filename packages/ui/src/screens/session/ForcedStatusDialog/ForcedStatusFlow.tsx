import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import { statusResource } from '@console/api/client/status';
import { forcedStatusMachine } from '@console/machines/forcedStatusMachine';
import { forcedStatusChoices, isOfflineStatus, isStatusChange } from '@console/machines/rules/statusChange';
import { useApiClient, useConfig, useLogout } from '../../../data/index.ts';
import { useStatusSaved } from '../../../data/live.ts';
import { ForcedStatusDialogView, type ForcedStatusChoice } from './ForcedStatusDialogView.tsx';

// The forced-status dialog's machine and view (spec §2.5, §4, §7, §8), loaded by ForcedStatusDialog when first needed.
export function ForcedStatusFlow() {
  const { t } = useTranslation('status');
  const client = useApiClient();
  const config = useConfig();
  const saved = useStatusSaved();
  const logout = useLogout();
  const [, navigate] = useLocation();
  // The actors outlive renders; they call the latest callbacks.
  const latest = useRef({ saved, logout, navigate });
  useEffect(() => {
    latest.current = { saved, logout, navigate };
  }, [saved, logout, navigate]);

  const machine = useMemo(
    () =>
      forcedStatusMachine.provide({
        actors: {
          // spec §7: the forced-status dialog sends only the status.
          saveStatus: fromPromise<void, { status: number }>(async ({ input }) => {
            await client.resource(statusResource).put({ status: input.status });
          }),
          // spec §4 "Logout": revoke, clear the session, then the login page.
          logout: fromPromise<void>(async () => {
            await latest.current.logout();
            latest.current.navigate('/login', { replace: true });
          }),
        },
        actions: { statusSaved: (_, params: { status: number }) => latest.current.saved(params.status) },
      }),
    [client],
  );
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
