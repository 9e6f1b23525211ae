import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import {
  ERROR_TYPE_ACCOUNTS_LIMIT_REACHED,
  KEY_PROVIDERS,
  type AccountAuthResponse,
  type AccountProvider,
  type KeyProvider,
} from '@console/api/contract';
import { tiktokRedirectOf } from '@console/machines/rules/tiktokCallback';
import { companySpaceId } from '@console/machines/rules/companies';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import { authFailureOf, useAccountConnect, useAccountProviders } from '../../../data/accounts.ts';
import { useBillingSpaces } from '../../../data/billing.ts';
import { useObjects } from '../../../data/objects.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { text } from '../../layout/SettingsPage.css.ts';
import { addSuccessPath, idOf } from '../paths.ts';
import { authorizationUrlOf, openAccountPopup, usePopupResults, useTiktokResults, type OpenPopup } from '../popup.ts';
import { AccountAddView, type AccountAddStatus } from './AccountAddView.tsx';
import { KeyConnectForm, type KeyConnectFailure } from './KeyConnectForm.tsx';

export interface AccountAddScreenProps {
  /** Opens the provider's page in a popup; the console's default is window.open (stories answer as the popup would). */
  openPopup?: OpenPopup;
  /** config.json tiktokRedirectHosts (spec §2.1): where TikTok's page may send the person back. */
  tiktokRedirectHosts?: readonly string[];
}

// /settings/accounts/add?company= (spec §2.4 account-add-page): choose a network, connect in its popup; the result
// comes back from the popup (spec §2.2) and leads to /settings/accounts/add/success.
export function AccountAddScreen({ openPopup = openAccountPopup, tiktokRedirectHosts = [] }: AccountAddScreenProps) {
  const { t } = useTranslation(['accounts', 'shell']);
  const search = useSearch();
  const [, navigate] = useLocation();
  const objects = useObjects();
  const providers = useAccountProviders();
  const spaces = useBillingSpaces();
  const [chosen, setChosen] = useState<number | null>(() => idOf(new URLSearchParams(search).get('company')));
  const [status, setStatus] = useState<AccountAddStatus>({ kind: 'idle' });
  const calls = useAccountConnect();
  const [keyProvider, setKeyProvider] = useState<KeyProvider | null>(null);
  const [keyBusy, setKeyBusy] = useState(false);
  const [keyFailure, setKeyFailure] = useState<KeyConnectFailure>(null);

  const companies = objects.data?.companies ?? [];
  const company = companies.find((c) => c.id === chosen) ?? companies[0];

  const connected = (objectId: number) => {
    void objects.mutate();
    void spaces.mutate();
    navigate(addSuccessPath(objectId, company?.id ?? 0));
  };
  /** A refused call: the server's text (the network's refusal inside it), and whether it is the plan's limit. */
  const failureOf = (error: unknown) => {
    const failure = authFailureOf(error);
    if (failure.kind === 'server')
      return { text: failure.text, limitReached: failure.errorType === ERROR_TYPE_ACCOUNTS_LIMIT_REACHED };
    const text = t(failure.kind === 'network' ? 'accounts:callback.networkError' : 'accounts:callback.unknownError');
    return { text, limitReached: false };
  };

  usePopupResults((result) => {
    if (result.ok) return connected(result.object.id);
    setStatus({ kind: 'failed', text: result.error, limitReached: result.error_type === ERROR_TYPE_ACCOUNTS_LIMIT_REACHED });
  });

  // spec §2.1, §7: /callback/tiktok hands over the code; this page exchanges it (POST v1/tiktok/auth) for its company.
  useTiktokResults((result) => {
    if ('error' in result) return setStatus({ kind: 'failed', text: result.error, limitReached: false });
    const { redirectUri } = tiktokRedirectOf(window.location.origin, tiktokRedirectHosts);
    setStatus({ kind: 'waiting', provider: 'tiktok' });
    calls
      .tiktok({ code: result.code, redirect_uri: redirectUri, ...(company ? { company_id: company.id } : {}) })
      .then((answer: AccountAuthResponse) => connected(answer.object.id))
      .catch((error: unknown) => setStatus({ kind: 'failed', ...failureOf(error) }));
  });

  const connectKeys = (keys: Record<string, string>) => {
    if (!keyProvider || !company) return;
    setKeyBusy(true);
    setKeyFailure(null);
    calls
      .connectKeys({ provider: keyProvider, keys, company_id: company.id })
      .then((answer) => connected(answer.object.id))
      .catch((error: unknown) => setKeyFailure(failureOf(error)))
      .finally(() => setKeyBusy(false));
  };

  const state = settingsPageState([objects, providers], (error) => serverTextOf(error) ?? t('accounts:list.loadFailed'));

  const spaceIds = spaces.data?.items.map((s) => s.id) ?? [];
  const space = company && spaces.data?.items.find((s) => s.id === companySpaceId(company, spaceIds));
  const limit = space?.limits && space.usage.accounts >= space.limits.accounts ? space.limits.accounts : null;
  const keyEntry = KEY_PROVIDERS.find((entry) => entry.id === keyProvider);

  const connect = (provider: AccountProvider) => {
    const entry = providers.data?.items.find((item) => item.id === provider);
    const origin = window.location.origin;
    const url =
      entry && company
        ? authorizationUrlOf(entry.authorize_url, provider, company.id, origin, undefined, tiktokRedirectHosts)
        : null;
    if (url === null) return;
    setStatus(openPopup(url) ? { kind: 'waiting', provider } : { kind: 'blocked' });
  };

  return (
    <SettingsPage title={t('shell:titles.accountAddPage')} state={state}>
      {company ? (
        <AccountAddView
          companies={companies}
          companyId={company.id}
          onCompanyChange={(id) => {
            setChosen(id);
            setStatus({ kind: 'idle' });
          }}
          providers={providers.data?.items.map((item) => item.id) ?? []}
          limit={limit}
          status={status}
          onConnect={connect}
          keyProviders={KEY_PROVIDERS}
          keyProvider={keyProvider}
          onChooseKeyProvider={(provider) => {
            setKeyProvider(provider);
            setKeyFailure(null);
          }}
          keyForm={
            keyEntry ? (
              <KeyConnectForm
                key={keyEntry.id}
                provider={keyEntry}
                busy={keyBusy}
                failure={keyFailure}
                disabled={limit !== null}
                onSubmit={connectKeys}
                onCancel={() => setKeyProvider(null)}
              />
            ) : null
          }
        />
      ) : (
        <p className={text}>{t('accounts:add.noCompanies')}</p>
      )}
    </SettingsPage>
  );
}
