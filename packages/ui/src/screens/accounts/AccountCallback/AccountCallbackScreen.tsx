import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { isAccountProvider, type AccountProvider } from '@console/api/contract';
import type { AccountCallbackContext } from '@console/machines/accountCallbackMachine';
import {
  ACCOUNT_POPUP_MESSAGE,
  ACCOUNT_POPUP_STORAGE_KEY,
  type AccountPopupResult,
} from '@console/machines/rules/accountCallback';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { authFailureOf, useAccountCallbackMachine } from '../../../data/accounts.ts';
import { CenteredPage } from '../../layout/CenteredPage.tsx';
import { alert, heading, muted, stack, status as statusClass } from '../../layout/SettingsPage.css.ts';

export interface AccountCallbackScreenProps {
  /** Hands the result to the opener; default: a message to the console's own origin, or local storage. */
  deliver?: (result: AccountPopupResult) => void;
  /** Default: window.close() (a window the console did not open stays, showing the result). */
  close?: () => void;
}

// spec §2.2: a window message to the opener, only to the console's own origin; without an opener, local storage.
function handOver(result: AccountPopupResult): void {
  const opener = window.opener as Window | null;
  if (opener && !opener.closed) opener.postMessage(result, window.location.origin);
  else window.localStorage.setItem(ACCOUNT_POPUP_STORAGE_KEY, JSON.stringify(result));
}

type T = ReturnType<typeof useTranslation<'accounts'>>['t'];

function resultOf(context: AccountCallbackContext, t: T): AccountPopupResult {
  const base = { type: ACCOUNT_POPUP_MESSAGE, provider: context.provider } as const;
  if (context.result) {
    const { object, created } = context.result;
    return { ...base, ok: true, object: { id: object.id, name: object.name, provider: object.provider }, created };
  }
  // spec §8: 'Отсутствует параметр code' or the provider's description; twitter 'missing required parameters'.
  if (context.problem?.kind === 'twitterParams') return { ...base, ok: false, error: t('callback.twitterParams') };
  if (context.problem) return { ...base, ok: false, error: context.problem.description ?? t('callback.missingCode') };
  const failure = authFailureOf(context.error);
  if (failure.kind === 'server') {
    const errorType = failure.errorType ? { error_type: failure.errorType } : {};
    // spec §8: a youtube failure is passed to the opener as the server's error data.
    const errorData = context.provider === 'youtube' && failure.data ? { data: failure.data } : {};
    return { ...base, ok: false, error: failure.text, ...errorType, ...errorData };
  }
  return { ...base, ok: false, error: t(failure.kind === 'network' ? 'callback.networkError' : 'callback.unknownError') };
}

function CallbackFlow({ provider, deliver, close }: Required<AccountCallbackScreenProps> & { provider: AccountProvider }) {
  const { t } = useTranslation('accounts');
  const { t: tShell } = useTranslation('shell');
  const search = useSearch();
  const machine = useAccountCallbackMachine((context) => deliver(resultOf(context, t)), close);
  const [state] = useMachine(machine, {
    input: { provider, search, redirectUri: `${window.location.origin}/callback/${provider}` },
  });
  const result = state.hasTag('busy') ? null : resultOf(state.context, t);
  return (
    <CenteredPage busy={state.hasTag('busy')}>
      <div className={stack}>
        <h1 className={heading}>{tShell('titles.callback')}</h1>
        {result === null ? (
          <>
            <p className={muted}>{t('callback.connecting')}</p>
            <Spinner size="lg" />
          </>
        ) : null}
        {result?.ok ? (
          <p role="status" className={statusClass}>
            {t('callback.connected', { name: result.object.name })}
          </p>
        ) : null}
        {result && !result.ok ? (
          <p role="alert" className={alert}>
            {t('callback.failed')}: {result.error}
          </p>
        ) : null}
        {result ? <p className={muted}>{t('callback.closeHint')}</p> : null}
      </div>
    </CenteredPage>
  );
}

const closeWindow = () => window.close();

// /callback/{provider} (spec §2.2, login required): the popup page the provider returns to.
export function AccountCallbackScreen({ deliver = handOver, close = closeWindow }: AccountCallbackScreenProps) {
  const [path] = useLocation();
  const provider = path.split('/').filter(Boolean).at(-1) ?? '';
  // The registry mounts this screen only on /callback/{provider} of the spec's list.
  return isAccountProvider(provider) ? <CallbackFlow provider={provider} deliver={deliver} close={close} /> : null;
}
