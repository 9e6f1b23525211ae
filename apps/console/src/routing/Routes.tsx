import { Suspense, lazy } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { matchRoute, ROUTES } from '@console/machines/rules/routes';
import { BootSplash, SplashHold } from '@console/ui/screens/boot';
import { loadChunk } from '../app/chunkReload.ts';
import { useRuntimeConfig } from '../app/runtimeConfig.tsx';
import { userLocaleStore } from '../app/LocaleSync.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { SCREENS } from './screens.ts';
import { Titled } from './Titled.tsx';

const SignedInFrame = lazy(() => loadChunk(() => import('./lazy/signedIn.ts')));
const RouteGuard = lazy(() => loadChunk(() => import('./lazy/signedIn.ts').then((m) => ({ default: m.RouteGuard }))));
const NotFound = lazy(() => loadChunk(() => import('./lazy/notFound.ts')));

// spec §2.1: the public routes that have a screen, outside the signed-in frame.
const PUBLIC_SCREENS = ROUTES.flatMap((route) => {
  const Screen = route.access === 'public' ? SCREENS[route.name] : undefined;
  return Screen ? [{ route, Screen }] : [];
});

// The screen of the current signed-in route from the registry, titled by it; otherwise 'Page not found' (spec §2.1).
function SignedInScreen() {
  const [location] = useLocation();
  const match = matchRoute(location);
  const Screen = match?.route.access === 'login' ? SCREENS[match.route.name] : undefined;
  if (!match || !Screen) {
    return (
      <Titled titleKey="titles.notFound">
        <NotFound />
      </Titled>
    );
  }
  return (
    <Titled titleKey={match.route.titleKey}>
      <Route path={match.route.path}>
        <Screen />
      </Route>
    </Titled>
  );
}

// The signed-in routes share one frame (socket, polling, no-access page), so it stays mounted across them; the
// guards of spec §4 sit between the frame and the page.
function SignedInRoutes() {
  const { socketUrl } = useRuntimeConfig();
  return (
    <RequireAuth>
      <SignedInFrame socketUrl={socketUrl} onUserLocale={userLocaleStore.set}>
        <RouteGuard>
          <Suspense fallback={<BootSplash />}>
            <SignedInScreen />
          </Suspense>
        </RouteGuard>
      </SignedInFrame>
    </RequireAuth>
  );
}

export function Routes() {
  return (
    <Suspense fallback={<BootSplash />}>
      <Switch>
        {PUBLIC_SCREENS.map(({ route, Screen }) => (
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
          <SignedInRoutes />
        </Route>
      </Switch>
    </Suspense>
  );
}
