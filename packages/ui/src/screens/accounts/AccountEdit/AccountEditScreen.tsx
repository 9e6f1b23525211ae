import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  flagSettingsOf,
  isAccountProvider,
  providerOf,
  REVIEW_NETWORKS,
  seenOfAccount,
  type AccountSeen,
  type AccountSettings,
} from '@console/api/contract';
import { companyName } from '@console/machines/rules/companies';
import { Link } from '../../../components/Link/Link.tsx';
import { useAccountProviders } from '../../../data/accounts.ts';
import { conflictAccountOf, useAccountSettings, useAccountSettingsActions } from '../../../data/accountSettings.ts';
import { useObjects } from '../../../data/objects.ts';
import { serverTextOf } from '../../../data/profile.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { stack } from '../../layout/SettingsPage.css.ts';
import { AccountSubnav } from '../AccountSubnav.tsx';
import { ACCOUNTS_PATH } from '../paths.ts';
import { authorizationUrlOf, openAccountPopup, usePopupResults, type OpenPopup } from '../popup.ts';
import { AccountEditView, type AccountEditValues, type AccountOutcome } from './AccountEditView.tsx';
import { accountIdOf } from './accountId.ts';

export interface AccountEditScreenProps {
  /** Opens the provider's page in a popup (reconnecting an account in error); default window.open. */
  openPopup?: OpenPopup;
}

/**
 * The page's writes: which one is on its way, what the last said, and the `seen` of the next save (after a refusal
 * as changed meanwhile, the account as the other administrator left it: docs/error-types.md conflict).
 */
export function useAccountWrite(id: number) {
  const { t } = useTranslation('accounts');
  const actions = useAccountSettingsActions(id);
  const [busy, setBusy] = useState<'save' | 'connection' | 'remove' | null>(null);
  const [outcome, setOutcome] = useState<AccountOutcome>(null);
  const [known, setKnown] = useState<{ of: AccountSettings; seen: AccountSeen } | null>(null);
  const seenOf = (settings: AccountSettings) => (known?.of === settings ? known.seen : seenOfAccount(settings));
  const run = async (what: 'save' | 'connection' | 'remove', settings: AccountSettings, write: () => Promise<unknown>) => {
    setBusy(what);
    setOutcome(null);
    try {
      await write();
      setOutcome({ ok: true, text: t('edit.saved') });
      return true;
    } catch (failure) {
      const current = conflictAccountOf(failure);
      if (current) setKnown({ of: settings, seen: seenOfAccount(current) });
      setOutcome({ ok: false, text: serverTextOf(failure) ?? t('edit.saveFailed') });
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { actions, busy, outcome, run, seenOf };
}

// /settings/accounts/{id} (spec §2.4 account-edit): GET v1/objects/{id}/settings and the companies of GET v1/objects;
// saved with PATCH v1/objects/{id} (with `seen`), removed with DELETE; an account in error is reconnected through its
// provider's popup (spec §2.2), as on the accounts page.
export function AccountEditScreen({ openPopup = openAccountPopup }: AccountEditScreenProps) {
  const { t } = useTranslation(['accounts', 'shell']);
  const [location, navigate] = useLocation();
  const id = accountIdOf(location);
  const settings = useAccountSettings(id);
  const objects = useObjects();
  const providers = useAccountProviders();
  const { actions, busy, outcome, run, seenOf } = useAccountWrite(id ?? 0);
  const [reconnecting, setReconnecting] = useState(false);
  const [reconnectOutcome, setReconnectOutcome] = useState<AccountOutcome>(null);

  usePopupResults((result) => {
    setReconnecting(false);
    setReconnectOutcome(
      result.ok ? { ok: true, text: t('accounts:edit.connection.reconnected') } : { ok: false, text: result.error },
    );
    if (result.ok) void settings.mutate();
  });

  const title = t('shell:titles.accountEdit');
  const state =
    id === null
      ? { status: 'error' as const, message: t('accounts:edit.loadFailed'), onRetry: () => navigate(ACCOUNTS_PATH) }
      : settingsPageState([settings, objects], (error) => serverTextOf(error) ?? t('accounts:edit.loadFailed'));
  const data = settings.data;
  if (!data || !objects.data || id === null) return <SettingsPage title={title} state={state} />;
  const { object } = data;
  const own = objects.data.companies.find((company) => company.id === object.company);
  const companies = objects.data.companies
    .filter((company) => company.id === object.company || (own?.space_id !== undefined && company.space_id === own.space_id))
    .map((company) => ({ id: company.id, name: companyName(company) }));
  const entry = providerOf(object.provider);
  const flags = flagSettingsOf(entry);
  const providerEntry = providers.data?.items.find((item) => item.id === object.provider);

  const reconnect = () => {
    if (!providerEntry || !isAccountProvider(object.provider)) return;
    const url = authorizationUrlOf(
      providerEntry.authorize_url,
      object.provider,
      object.company,
      window.location.origin,
      object.provider_id,
    );
    if (url === null) return;
    setReconnectOutcome(null);
    if (openPopup(url)) setReconnecting(true);
    else setReconnectOutcome({ ok: false, text: t('accounts:edit.connection.popupBlocked') });
  };
  const save = (values: AccountEditValues) =>
    void run('save', data, () =>
      actions.update({
        name: values.name,
        company: values.company,
        // Only the flags the catalogue declares for the provider (the server refuses no others, but keeps them off).
        flags: Object.fromEntries(flags.map((flag) => [flag, values.flags[flag]])),
        seen: seenOf(data),
      }),
    );
  return (
    <SettingsPage title={title} state={state}>
      <div className={stack}>
        <AccountSubnav id={id} provider={object.provider} current="" />
        <AccountEditView
          key={`${object.id}-${object.name}-${object.company}`}
          settings={data}
          companies={companies}
          flags={flags}
          reviews={REVIEW_NETWORKS.has(object.provider)}
          network={entry?.longName ?? object.provider}
          busy={busy}
          outcome={outcome}
          onSave={save}
          onDisconnect={(disconnected) => run('connection', data, () => actions.update({ disconnected, seen: seenOf(data) }))}
          onRemove={() =>
            run('remove', data, async () => {
              await actions.remove();
              navigate(ACCOUNTS_PATH);
            })
          }
          {...(providerEntry && isAccountProvider(object.provider) ? { onReconnect: reconnect } : {})}
          reconnecting={reconnecting}
          reconnectOutcome={reconnectOutcome}
        />
        <Link href={ACCOUNTS_PATH}>{t('accounts:edit.back')}</Link>
      </div>
    </SettingsPage>
  );
}
