import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, useLocation } from 'wouter';
import type { Locale } from '@console/api/contract';
import { matchRoute } from '@console/machines/rules/routes';
import { PageTitleContext } from '@console/ui/components/PageTitle';
import { RouteSkeleton } from '@console/ui/screens/boot';
import { RouteGuard, SignedInFrame, type SignedInFrameProps } from '@console/ui/screens/session';
import { isBuiltPage } from './builtPages.ts';
import { NotFound, SCREENS } from './screens.ts';

export interface SignedInRoutesProps {
  socketUrl: string;
  onUserLocale: (locale: Locale | null) => void;
  /** The app shell's options (runtime config, theme, the features' top-bar menus). */
  shell: SignedInFrameProps['shell'];
  Titled: ComponentType<{ titleKey: string; children: ReactNode }>;
}

// The signed-in part of the routes, in the lazy chunk of the frame, so the app's entry carries neither the frame, the
// registry nor the signed-in screens' table (quality.md budgets). The app's runtime values come as props.
export function SignedInRoutes({ socketUrl, onUserLocale, shell, Titled }: SignedInRoutesProps) {
  // The signed-in pages' shared words (their titles, no access, not found: locales/src/titles.ts) before any page.
  useTranslation('shell');
  const [location] = useLocation();
  const match = matchRoute(location);
  // A page shown in the route's place ('Page not found' for an id that is no id) names the tab instead (PageTitleContext).
  const [shownTitle, setShownTitle] = useState<string | null>(null);
  const Screen = match?.route.access === 'login' ? SCREENS[match.route.name] : undefined;
  // The screen of the current route from the registry, titled by it; otherwise 'Page not found' (spec §2.1).
  const page =
    !match || !Screen ? (
      <Titled titleKey="titles.notFound">
        <NotFound />
      </Titled>
    ) : (
      <Titled titleKey={shownTitle ?? match.route.titleKey}>
        <PageTitleContext.Provider value={setShownTitle}>
          <Route path={match.route.path}>
            <Screen />
          </Route>
        </PageTitleContext.Provider>
      </Titled>
    );
  // One frame (socket, polling, no-access page) for every signed-in route; the guards of spec §4 around the page.
  return (
    <SignedInFrame socketUrl={socketUrl} onUserLocale={onUserLocale} shell={{ ...shell, isBuilt: isBuiltPage }}>
      <RouteGuard>
        <Suspense fallback={<RouteSkeleton route={match?.route.name} />}>{page}</Suspense>
      </RouteGuard>
    </SignedInFrame>
  );
}
