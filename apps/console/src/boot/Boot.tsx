import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { I18nextProvider } from 'react-i18next';
import { createLazyI18n } from '@console/locales';
import { bootMachine } from '@console/machines/bootMachine';
import { BootError, BootSplash } from '@console/ui/screens/boot';
import { App } from '../app/App.tsx';
import { followLanguage, initialLocale } from '../app/locale.ts';
import { applyTheme, storedTheme } from '../app/theme.ts';
import { loadRuntimeConfig } from './loadRuntimeConfig.ts';

const machine = bootMachine.provide({ actors: { loadRuntimeConfig: fromPromise(() => loadRuntimeConfig()) } });

// Boot: loading, then the app with its config, or an error page in the browser's language.
export function Boot() {
  const [state] = useMachine(machine);
  const i18n = useMemo(() => createLazyI18n(initialLocale()), []);
  useMemo(() => applyTheme(storedTheme()), []);
  useEffect(() => followLanguage(i18n), [i18n]);

  if (state.hasTag('ready') && state.context.config) return <App config={state.context.config} />;
  return (
    <I18nextProvider i18n={i18n}>
      {state.hasTag('error') && state.context.failure ? (
        <BootError reason={state.context.failure.reason} issues={state.context.failure.issues} />
      ) : (
        <BootSplash />
      )}
    </I18nextProvider>
  );
}
