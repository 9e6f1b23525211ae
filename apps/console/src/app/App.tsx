import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Router, useLocation } from 'wouter';
import { createLazyI18n } from '@console/locales';
import type { RuntimeConfig } from '@console/api/contract';
import { createClient } from '@console/api/client';
import { ApiProvider, tokenStore } from '@console/ui/data';
import { AriaLocale } from '@console/ui/components/AriaLocale';
import { PageErrorView } from '@console/ui/screens/errors';
import { AriaRouter } from '../routing/AriaRouter.tsx';
import { RuntimeConfigProvider } from './runtimeConfig.tsx';
import { LocaleSync } from './LocaleSync.tsx';
import { Toasts } from './Toasts.tsx';
import { ClientEvents } from './ClientEvents.tsx';
import { NetworkNoticeHost } from './NetworkNoticeHost.tsx';
import { ErrorReporting } from './ErrorReporting.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { Routes } from '../routing/Routes.tsx';
import { initialLocale } from './locale.ts';

const reloadPage = () => window.location.reload();

// The routes, or the error page when a route's code failed for good (spec §8); another route tries again.
function GuardedRoutes() {
  const [location] = useLocation();
  return (
    <PageErrorBoundary fallback={<PageErrorView onReload={reloadPage} />} resetKey={location}>
      <Routes />
    </PageErrorBoundary>
  );
}

// react-aria follows the interface's language as LocaleSync switches it.
function InterfaceAriaLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <AriaLocale locale={i18n.language === 'en' ? 'en' : 'ru'}>{children}</AriaLocale>;
}

// Wires the providers of architecture.md ("How a screen gets its data"); it decides nothing itself.
export function App({ config }: { config: RuntimeConfig }) {
  const i18n = useMemo(() => createLazyI18n(initialLocale()), []);
  const client = useMemo(
    () =>
      createClient({
        apiHosts: config.apiHosts,
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        session: tokenStore,
        getLocale: () => (i18n.language === 'en' ? 'en' : 'ru'),
      }),
    [config, i18n],
  );
  return (
    <RuntimeConfigProvider value={config}>
      <I18nextProvider i18n={i18n}>
        <ApiProvider client={client}>
          <Router>
            <AriaRouter>
              <InterfaceAriaLocale>
                <LocaleSync />
                <ClientEvents />
                <ErrorReporting />
                <GuardedRoutes />
                <NetworkNoticeHost />
                {/* Toasts are extras: if their code cannot load, the page goes on without them. */}
                <PageErrorBoundary fallback={null}>
                  <Toasts />
                </PageErrorBoundary>
              </InterfaceAriaLocale>
            </AriaRouter>
          </Router>
        </ApiProvider>
      </I18nextProvider>
    </RuntimeConfigProvider>
  );
}
