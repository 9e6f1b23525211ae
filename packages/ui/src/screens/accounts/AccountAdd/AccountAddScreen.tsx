import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { ERROR_TYPE_ACCOUNTS_LIMIT_REACHED, type AccountProvider } from '@console/api/contract';
import { companySpaceId } from '@console/machines/rules/companies';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import { useAccountProviders } from '../../../data/accounts.ts';
import { useBillingSpaces } from '../../../data/billing.ts';
import { useObjects } from '../../../data/objects.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { text } from '../../layout/SettingsPage.css.ts';
import { addSuccessPath, idOf } from '../paths.ts';
import { authorizationUrlOf, openAccountPopup, usePopupResults, type OpenPopup } from '../popup.ts';
import { AccountAddView, type AccountAddStatus } from './AccountAddView.tsx';

export interface AccountAddScreenProps {
  /** Opens the provider's page in a popup; the console's default is window.open (stories answer as the popup would). */
  openPopup?: OpenPopup;
}

// /settings/accounts/add?company= (spec §2.4 account-add-page): choose a network, connect in its popup; the result
// comes back from the popup (spec §2.2) and leads to /settings/accounts/add/success.
export function AccountAddScreen({ openPopup = openAccountPopup }: AccountAddScreenProps) {
  const { t } = useTranslation(['accounts', 'shell']);
  const search = useSearch();
  const [, navigate] = useLocation();
  const objects = useObjects();
  const providers = useAccountProviders();
  const spaces = useBillingSpaces();
  const [chosen, setChosen] = useState<number | null>(() => idOf(new URLSearchParams(search).get('company')));
  const [status, setStatus] = useState<AccountAddStatus>({ kind: 'idle' });

  const companies = objects.data?.companies ?? [];
  const company = companies.find((c) => c.id === chosen) ?? companies[0];

  usePopupResults((result) => {
    if (result.ok) {
      void objects.mutate();
      void spaces.mutate();
      navigate(addSuccessPath(result.object.id, company?.id ?? 0));
      return;
    }
    setStatus({ kind: 'failed', text: result.error, limitReached: result.error_type === ERROR_TYPE_ACCOUNTS_LIMIT_REACHED });
  });

  const state = settingsPageState([objects, providers], (error) => serverTextOf(error) ?? t('accounts:list.loadFailed'));

  const spaceIds = spaces.data?.items.map((s) => s.id) ?? [];
  const space = company && spaces.data?.items.find((s) => s.id === companySpaceId(company, spaceIds));
  const limit = space?.limits && space.usage.accounts >= space.limits.accounts ? space.limits.accounts : null;

  const connect = (provider: AccountProvider) => {
    const entry = providers.data?.items.find((item) => item.id === provider);
    const url = entry && company ? authorizationUrlOf(entry.authorize_url, provider, company.id, window.location.origin) : null;
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
        />
      ) : (
        <p className={text}>{t('accounts:add.noCompanies')}</p>
      )}
    </SettingsPage>
  );
}
