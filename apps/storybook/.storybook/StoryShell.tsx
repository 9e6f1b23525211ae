import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-aria-components';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import type { memoryLocation } from 'wouter/memory-location';
import { createClient } from '@console/api/client';
import { createI18n, type Locale } from '@console/locales';
import { THEMES, themeClass, type Theme } from '@console/ui/theme';
import { ApiProvider, tokenStore } from '@console/ui/data';
import { ToastRegion } from '@console/ui/components/Toast';
import { AriaLocale } from '@console/ui/components/AriaLocale';
import { API_HOSTS, storyFetch } from './msw.ts';

export type StoryLocation = ReturnType<typeof memoryLocation<unknown>> & { history: string[] };

// Screenshots must not catch an animation or a blinking caret half-way (quality.md, "Visual regression").
const STABLE_RENDERING =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';

interface StoryShellProps {
  storyId: string;
  locale: Locale;
  theme: Theme;
  visual: boolean;
  location: StoryLocation;
  children: ReactNode;
}

// What the console gives a screen: theme, i18n, the api client, a fresh SWR cache, routing, toasts.
export function StoryShell({ storyId, locale, theme, visual, location, children }: StoryShellProps) {
  const root = document.documentElement;
  useLayoutEffect(() => {
    root.classList.remove(...THEMES.map(themeClass));
    root.classList.add(themeClass(theme));
  }, [root, theme]);
  useLayoutEffect(() => {
    root.lang = locale;
  }, [root, locale]);
  useLayoutEffect(() => {
    if (!visual) return;
    const style = document.createElement('style');
    style.textContent = STABLE_RENDERING;
    document.head.append(style);
    return () => style.remove();
  }, [visual]);

  const i18n = useMemo(() => createI18n(locale), [locale]);
  // The client outlives a locale switch from the toolbar; it asks for the current locale per call.
  const currentLocale = useRef(locale);
  useLayoutEffect(() => {
    currentLocale.current = locale;
  }, [locale]);
  const [client] = useState(() =>
    createClient({
      apiHosts: API_HOSTS,
      clientId: 'storybook',
      clientSecret: 'storybook',
      session: tokenStore,
      getLocale: () => currentLocale.current,
      fetch: storyFetch(storyId),
    }),
  );
  // The location of the story's first render stays, so a toolbar switch does not reset the route.
  const [{ hook, searchHook, navigate }] = useState(location);

  return (
    <I18nextProvider i18n={i18n}>
      <ApiProvider client={client}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <Router hook={hook} searchHook={searchHook}>
            <RouterProvider navigate={(path) => navigate(path)}>
              <AriaLocale locale={locale}>
                {children}
                <ToastRegion />
              </AriaLocale>
            </RouterProvider>
          </Router>
        </SWRConfig>
      </ApiProvider>
    </I18nextProvider>
  );
}
