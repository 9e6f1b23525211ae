import { Suspense, lazy } from 'react';
import { Route, Switch } from 'wouter';
import { BootSplash } from '@console/ui/screens/boot';
import { loadChunk } from '../app/chunkReload.ts';
import { useRuntimeConfig } from '../app/runtimeConfig.tsx';
import { userLocaleStore } from '../app/LocaleSync.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { Titled } from './Titled.tsx';

// Every route group is its own lazy chunk (quality.md, "Performance budgets").
const LoginScreen = lazy(() => loadChunk(() => import('./lazy/login.ts')));
const SignedInFrame = lazy(() => loadChunk(() => import('./lazy/signedIn.ts')));
const HomeScreen = lazy(() => loadChunk(() => import('./lazy/home.ts')));
const NotFound = lazy(() => loadChunk(() => import('./lazy/notFound.ts')));
const ProfileScreen = lazy(() => loadChunk(() => import('./lazy/profile.ts')));
const MySettingsScreen = lazy(() => loadChunk(() => import('./lazy/mySettings.ts')));
const NotificationsScreen = lazy(() => loadChunk(() => import('./lazy/notifications.ts')));
const EmailConfirmation = lazy(() => loadChunk(() => import('./lazy/emailConfirmation.ts')));

// The signed-in routes share one frame (socket, polling, no-access page), so it stays mounted across them.
function SignedInRoutes() {
  const { socketUrl } = useRuntimeConfig();
  return (
    <RequireAuth>
      <SignedInFrame socketUrl={socketUrl} onUserLocale={userLocaleStore.set}>
        <Suspense fallback={<BootSplash />}>
          <Switch>
            <Route path="/">
              <Titled titleKey="titles.statsItems">
                <HomeScreen />
              </Titled>
            </Route>
            <Route path="/settings/profile">
              <Titled titleKey="titles.profilePage">
                <ProfileScreen />
              </Titled>
            </Route>
            <Route path="/settings/config">
              <Titled titleKey="titles.userSettingPage">
                <MySettingsScreen />
              </Titled>
            </Route>
            <Route path="/settings/notifications">
              <Titled titleKey="titles.notificationsPage">
                <NotificationsScreen />
              </Titled>
            </Route>
            <Route>
              {/* spec §2.1: the 'Page not found' screen is behind login */}
              <Titled titleKey="titles.notFound">
                <NotFound />
              </Titled>
            </Route>
          </Switch>
        </Suspense>
        {/* spec §4: the email dialog over every signed-in page while the address is unconfirmed. */}
        <Suspense fallback={null}>
          <EmailConfirmation />
        </Suspense>
      </SignedInFrame>
    </RequireAuth>
  );
}

export function Routes() {
  return (
    <Suspense fallback={<BootSplash />}>
      <Switch>
        <Route path="/login">
          <Titled titleKey="titles.loginPage">
            <LoginScreen />
          </Titled>
        </Route>
        <Route>
          <SignedInRoutes />
        </Route>
      </Switch>
    </Suspense>
  );
}
