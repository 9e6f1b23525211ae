import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { statusResource } from '@console/api/client/status';
import { forcedStatusMachine } from '@console/machines/forcedStatusMachine';
import { useApiClient } from './ApiProvider.tsx';
import { useStatusSaved } from './statusChange.ts';
import { useLogout } from './useLogout.ts';

/**
 * The forced-status dialog's machine bound to the app's client (spec §2.5, §4, §7); `afterLogout` runs once the
 * session is gone (the screen sends the user to the login page).
 */
export function useForcedStatusMachine(afterLogout: () => void) {
  const client = useApiClient();
  const saved = useStatusSaved();
  const logout = useLogout();
  // The actors outlive renders; they call the latest callbacks.
  const latest = useRef({ saved, logout, afterLogout });
  useEffect(() => {
    latest.current = { saved, logout, afterLogout };
  }, [saved, logout, afterLogout]);

  return useMemo(
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
            latest.current.afterLogout();
          }),
        },
        actions: { statusSaved: (_, params: { status: number }) => latest.current.saved(params.status) },
      }),
    [client],
  );
}
