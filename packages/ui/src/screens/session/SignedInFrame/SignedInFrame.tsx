import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { Locale } from '@console/api/contract';
import { isWorkspacePaid } from '@console/machines/rules/paidPeriod';
import { loginRedirectPath } from '@console/machines/rules/redirect';
import { PROFILE_PATH } from '@console/machines/rules/routes';
import { effectiveTimeZone } from '@console/machines/rules/timeZone';
import { LiveStatus } from '../../../components/LiveStatus/LiveStatus.tsx';
import { noAccessStore, useConfig, useLogout, useMe, useNoAccess } from '../../../data/index.ts';
import { useSessionEvents } from '../../../data/sessionEvents.ts';
import { SignedInCache } from '../../../data/SignedInCache.tsx';
import {
  LiveConnectionProvider,
  useConfigErrors,
  useConfigFreshness,
  useCountsPolling,
  useIdle,
  useLiveConnection,
  useStatusAutoCheck,
} from '../../../data/live.ts';
import { setLoginNotice } from '../../auth/Login/loginNotice.ts';
import { NoAccessView } from '../../errors/NoAccess/NoAccess.tsx';
import { AppShell, type AppShellProps } from '../AppShell/AppShell.tsx';
import { ForcedStatusDialog } from '../ForcedStatusDialog/ForcedStatusDialog.tsx';
import { WorkingHoursScheduler } from '../WorkingHoursScheduler/WorkingHoursScheduler.tsx';
import { StatusMenu } from '../StatusMenu/StatusMenu.tsx';
import { SavedFiltersMenu } from '../SavedFiltersMenu/SavedFiltersMenu.tsx';
import { BillingMenu } from '../BillingMenu/BillingMenu.tsx';
import { EmailConfirmation } from '../EmailDialog/EmailConfirmation.tsx';
import { TimeZoneProvider } from '../../../format/dates.tsx';
import { liveStatusDock } from './SignedInFrame.css.ts';

export interface SignedInFrameProps {
  /** Runtime config `socketUrl`. */
  socketUrl: string;
  /** The signed-in user's saved locale, for the app's locale rule (architecture.md "Value sets and locale"). */
  onUserLocale?: (locale: Locale | null) => void;
  /** The app shell around every signed-in page (spec §2.5): product name, FAQ links, theme; the frame adds the menus. */
  shell: Omit<AppShellProps, 'children' | 'onLogout' | 'statusMenu' | 'billingMenu' | 'savedFiltersMenu'>;
  children: ReactNode;
}

// spec §4, §6: a 403 sets the no-access state with the server's text.
const forbidden = (serverText: string | null) => noAccessStore.set({ serverText });

function LiveConnectionStatus() {
  return (
    <div className={liveStatusDock}>
      <LiveStatus down={useLiveConnection().down} />
    </div>
  );
}

// What every signed-in page stands on: the socket, config freshness, the counts poll, the status check, idleness,
// the expired-session logout, the app shell, and the no-access page of spec §8 in place of the route
// (inside the shell) while the flag is set.
function Frame({ socketUrl, onUserLocale, shell, children }: SignedInFrameProps) {
  const { t } = useTranslation('common');
  const [location, navigate] = useLocation();
  const search = useSearch();
  const config = useConfig();
  const me = useMe();
  const logout = useLogout();
  const noAccess = useNoAccess();
  const [loggingOut, setLoggingOut] = useState(false);

  // spec §4: the no-access flag is cleared on the next route change.
  useEffect(() => noAccessStore.set(null), [location]);
  const userLocale = me.data?.locale ?? null;
  useEffect(() => {
    onUserLocale?.(userLocale);
    return () => onUserLocale?.(null);
  }, [onUserLocale, userLocale]);
  useIdle();
  useCountsPolling();
  useStatusAutoCheck(true);
  const reloadConfig = useCallback(() => void config.mutate(), [config]);
  useConfigFreshness(config.data, reloadConfig, location);

  const logoutToLogin = useCallback(
    (options: { withRedirect: boolean; revoke?: boolean; sessionExpired?: boolean }) => {
      setLoggingOut(true);
      void logout({ revoke: options.revoke ?? true }).finally(() => {
        if (options.sessionExpired) setLoginNotice('sessionExpired');
        navigate(options.withRedirect ? loginRedirectPath(location, search) : '/login', { replace: true });
      });
    },
    [logout, navigate, location, search],
  );
  // spec §4: without a refresh token or on an invalid refresh, log out (no revoke) with a redirect: 'Session expired'.
  const expired = useCallback(() => logoutToLogin({ withRedirect: true, revoke: false, sessionExpired: true }), [logoutToLogin]);
  // spec §4 two-factor: the server refuses until it is set up: to the profile (as the guard does), with the config
  // read again so the guard holds from now on; never the no-access page (docs/error-types.md).
  const otpSetupRequired = useCallback(() => {
    navigate(PROFILE_PATH, { replace: true });
    reloadConfig();
  }, [navigate, reloadConfig]);
  useSessionEvents({ expired, forbidden, otpSetupRequired });
  // spec §8: a config 404 logs the user out.
  const onConfigNotFound = useCallback(() => logoutToLogin({ withRedirect: true }), [logoutToLogin]);
  useConfigErrors(config.error, onConfigNotFound, t('errors.configFailed'));
  const onLogout = useCallback(() => logoutToLogin({ withRedirect: false }), [logoutToLogin]);

  // Every date of the signed-in pages in the user's time zone, else their space's.
  const timeZone = effectiveTimeZone(me.data ?? config.data?.user, config.data?.spaces[0]);
  // spec §4: without the settings role an unpaid workspace keeps the guard's paid-over modal over every page, also
  // over a page whose data answered 403 (billing): the no-access page would take the modal away with the page.
  const paidOver =
    config.data !== undefined && !config.data.user.roles.settings && !isWorkspacePaid(config.data.spaces, Date.now());

  return (
    <TimeZoneProvider timeZone={timeZone}>
      <LiveConnectionProvider socketUrl={socketUrl}>
        <AppShell
          {...shell}
          onLogout={onLogout}
          statusMenu={<StatusMenu />}
          billingMenu={<BillingMenu />}
          savedFiltersMenu={<SavedFiltersMenu />}
        >
          {noAccess && !paidOver ? (
            <NoAccessView
              serverText={noAccess.serverText}
              user={me.data ? { name: me.data.name, email: me.data.email } : null}
              onLoginAsOther={onLogout}
              busy={loggingOut}
            />
          ) : (
            children
          )}
        </AppShell>
        <LiveConnectionStatus />
        {/* spec §4's forced-status dialog over every signed-in page, and the working-hours notices */}
        <ForcedStatusDialog />
        {/* spec §4: the email dialog over every signed-in page while the address is unconfirmed */}
        <EmailConfirmation />
        <WorkingHoursScheduler />
      </LiveConnectionProvider>
    </TimeZoneProvider>
  );
}

export function SignedInFrame(props: SignedInFrameProps) {
  return (
    <SignedInCache>
      <Frame {...props} />
    </SignedInCache>
  );
}
