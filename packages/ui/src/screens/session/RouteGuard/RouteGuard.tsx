import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import type { ConfigResponse } from '@console/api/contract';
import { guardPath } from '@console/machines/rules/routes';
import { paidOverKind, paidUntilMs } from '@console/machines/rules/paidPeriod';
import { useConfig } from '../../../data/index.ts';
import { SplashHold } from '../../boot/BootSplash/SplashHold.tsx';
import { NoAccessView } from '../../errors/NoAccess/NoAccess.tsx';
import { GuardLoadError } from './GuardLoadError.tsx';
import { useLogoutToLogin } from './useLogoutToLogin.ts';

// Only a workspace that is not paid shows the modal: it loads then (quality.md budgets).
const PaidOverView = lazy(() => import('../PaidOver/PaidOverView.tsx').then((m) => ({ default: m.PaidOverView })));

// setTimeout's longest delay (about 24.8 days); a later expiry is met by the config reloads instead.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

// Renders again when the workspace stops being paid, so an open page meets the guard without a navigation.
function useRerenderAt(at: number | null): void {
  const [, rerender] = useState(0);
  useEffect(() => {
    const delay = at === null ? 0 : at - Date.now();
    if (delay <= 0 || delay > MAX_TIMEOUT_MS) return;
    const timer = setTimeout(() => rerender((n) => n + 1), delay);
    return () => clearTimeout(timer);
  }, [at]);
}

interface GuardedProps {
  config: ConfigResponse;
  onCheckAgain: () => void;
  checking: boolean;
  children: ReactNode;
}

function Guarded({ config, onCheckAgain, checking, children }: GuardedProps) {
  const [location] = useLocation();
  const { busy, logOut } = useLogoutToLogin();
  useRerenderAt(paidUntilMs(config.spaces));
  const user = { name: config.user.name, email: config.user.email };
  const outcome = guardPath(location, {
    user: config.user,
    spaces: config.spaces,
    otpRequired: config.otp_required,
    now: Date.now(),
  });
  switch (outcome.kind) {
    // spec §4: two-factor → /settings/profile, not paid with the settings role → /settings/billing; the page is never shown.
    case 'redirect':
      return <Redirect to={outcome.to} replace />;
    // spec §2.5, §6: the route's gate does not let this user in.
    case 'noAccess':
      return <NoAccessView serverText={null} user={user} onLoginAsOther={logOut} busy={busy} />;
    // spec §4: not paid, no settings role: the page under the modal that waits for the administrator.
    case 'paidOver':
      return (
        <>
          {children}
          <Suspense fallback={null}>
            <PaidOverView
              kind={paidOverKind(config.spaces)}
              user={user}
              onLogout={logOut}
              loggingOut={busy}
              onCheckAgain={onCheckAgain}
              checking={checking}
            />
          </Suspense>
        </>
      );
    case 'allow':
      return <>{children}</>;
  }
}

/**
 * The guards of spec §4 on every signed-in route, evaluated from the config at each navigation: the two-factor and
 * billing redirects (replacing the history entry), the no-access page of a route's gate, the paid-over modal. While
 * the config loads the splash shows, never a page the user may be sent away from.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  // Its texts before anything else, so a modal or an error never waits for them (the console loads namespaces lazily).
  useTranslation('guards');
  const config = useConfig();
  if (!config.data && config.error) {
    return <GuardLoadError onRetry={() => void config.mutate()} retrying={config.isValidating} />;
  }
  return (
    <SplashHold ready={config.data !== undefined}>
      {config.data ? (
        <Guarded config={config.data} onCheckAgain={() => void config.mutate()} checking={config.isValidating}>
          {children}
        </Guarded>
      ) : null}
    </SplashHold>
  );
}
