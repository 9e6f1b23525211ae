import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { useConfig, useLogout, useMe } from '../../../data/index.ts';
import { useLiveCounts } from '../../../data/live.ts';
import { HomeView, type HomeData } from './HomeView.tsx';

// Its own chunk: the menu's dialogs and form stay out of what /login shares with this page (quality.md budgets).
const SavedFiltersMenu = lazy(() =>
  import('../../session/SavedFiltersMenu/SavedFiltersMenu.tsx').then((module) => ({ default: module.SavedFiltersMenu })),
);

// The temporary signed-in root (issue 2, step 3): the user's name from v1/me, the spaces from v1/config, logout.
export function HomeScreen() {
  const me = useMe();
  const config = useConfig();
  const counts = useLiveCounts();
  const logout = useLogout();
  const [, navigate] = useLocation();
  const [loggingOut, setLoggingOut] = useState(false);

  // Data already shown stays on screen when a later revalidation fails.
  const data: HomeData =
    me.data && config.data
      ? { status: 'ready', userName: me.data.name, spaces: config.data.spaces, counts: counts.data ?? null }
      : me.error || config.error
        ? {
            status: 'error',
            onRetry: () => {
              void me.mutate();
              void config.mutate();
            },
          }
        : { status: 'loading' };

  // spec §4 Logout: revoke, clear the stored token and the session's data, then go to login.
  const onLogout = () => {
    setLoggingOut(true);
    void logout().finally(() => navigate('/login'));
  };

  // Until the top bar (issue 4, shell) holds it, the statistics home shows the saved-filters menu in its header.
  return (
    <HomeView
      {...data}
      onLogout={onLogout}
      loggingOut={loggingOut}
      actions={
        <Suspense fallback={null}>
          <SavedFiltersMenu />
        </Suspense>
      }
    />
  );
}
