import { Suspense, lazy } from 'react';
import { Route, Switch } from 'wouter';
import { BootSplash } from '@console/ui/screens/boot';
import { RequireAuth } from './RequireAuth.tsx';
import { Titled } from './Titled.tsx';

// Every route group is its own lazy chunk (quality.md, "Performance budgets").
const LoginScreen = lazy(() => import('./lazy/login.ts'));
const HomeScreen = lazy(() => import('./lazy/home.ts'));
const NotFound = lazy(() => import('./lazy/notFound.ts'));

export function Routes() {
  return (
    <Suspense fallback={<BootSplash />}>
      <Switch>
        <Route path="/login">
          <Titled titleKey="titles.login">
            <LoginScreen />
          </Titled>
        </Route>
        <Route path="/">
          <RequireAuth>
            <Titled titleKey="titles.statsItems">
              <HomeScreen />
            </Titled>
          </RequireAuth>
        </Route>
        <Route>
          {/* spec §2.1: the 'Page not found' screen is behind login */}
          <RequireAuth>
            <Titled titleKey="titles.notFound">
              <NotFound />
            </Titled>
          </RequireAuth>
        </Route>
      </Switch>
    </Suspense>
  );
}
