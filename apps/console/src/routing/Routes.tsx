import { Suspense, lazy } from 'react';
import { Route, Switch } from 'wouter';
import { PUBLIC_ROUTES } from '@console/machines/rules/routes/public';
import { BootSplash, SplashHold } from '@console/ui/screens/boot';
import { loadChunk } from '../app/chunkReload.ts';
import { useRuntimeConfig } from '../app/runtimeConfig.tsx';
import { userLocaleStore } from '../app/LocaleSync.tsx';
import { useShellOptions } from '../app/shellOptions.ts';
import { RequireAuth } from './RequireAuth.tsx';
import { PUBLIC_SCREENS } from './publicScreens.ts';
import { Titled } from './Titled.tsx';

// Every route group is its own lazy chunk (quality.md, "Performance budgets"); the signed-in one holds the frame,
// the guards, the route registry and the signed-in routes' screens.
const SignedInRoutes = lazy(() => loadChunk(() => import('./lazy/signedIn.ts')));

// spec §2.1: the public routes that have a screen, outside the signed-in frame.
const PUBLIC_PAGES = PUBLIC_ROUTES.flatMap((route) => {
  const Screen = PUBLIC_SCREENS[route.name];
  return Screen ? [{ route, Screen }] : [];
});

export function Routes() {
  const { socketUrl } = useRuntimeConfig();
  const shell = useShellOptions();
  return (
    <Suspense fallback={<BootSplash />}>
      <Switch>
        {PUBLIC_PAGES.map(({ route, Screen }) => (
          <Route key={route.name} path={route.path}>
            <Titled titleKey={route.titleKey}>
              {/* spec §2.5: the boot splash stays its 400 ms before a public page too */}
              <SplashHold ready>
                <Screen />
              </SplashHold>
            </Titled>
          </Route>
        ))}
        <Route>
          {/* spec §2.1: every other path, unknown ones included, is behind login */}
          <RequireAuth>
            <SignedInRoutes socketUrl={socketUrl} onUserLocale={userLocaleStore.set} shell={shell} Titled={Titled} />
          </RequireAuth>
        </Route>
      </Switch>
    </Suspense>
  );
}
