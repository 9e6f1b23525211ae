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
const BillingScreen = lazy(() => loadChunk(() => import('./lazy/billing.ts')).then((m) => ({ default: m.BillingScreen })));
const ReportScreen = lazy(() => loadChunk(() => import('./lazy/billing.ts')).then((m) => ({ default: m.ReportScreen })));

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
            <Route path="/settings/billing">
              <Titled titleKey="titles.billingPage">
                <BillingScreen />
              </Titled>
            </Route>
            <Route path="/settings/billing/report/:id">
              <Titled titleKey="titles.billingReportPage">
                <ReportScreen />
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
