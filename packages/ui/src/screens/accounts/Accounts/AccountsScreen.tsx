import { useTranslation } from 'react-i18next';
import { isAccountProvider } from '@console/api/contract';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import { useBillingSpaces } from '../../../data/billing.ts';
import { useObjects } from '../../../data/objects.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { openAccountPopup, type OpenPopup } from '../popup.ts';
import { useAccountReconnect } from '../useAccountReconnect.ts';
import { useManagedSpaceId } from '../../layout/managedSpace.ts';
import { AccountsView } from './AccountsView.tsx';
import { useCompanyManager } from './useCompanyManager.tsx';

export interface AccountsScreenProps {
  /** Opens the provider's page in a popup (reconnecting an account in error); default window.open. */
  openPopup?: OpenPopup;
}

// /settings/accounts (spec §2.4 accounts-page): GET v1/objects; the plan's usage from GET v1/billing/spaces; an
// account in error is reconnected through its provider's popup (spec §2.2), which updates it and clears the error.
export function AccountsScreen({ openPopup = openAccountPopup }: AccountsScreenProps) {
  const { t } = useTranslation(['accounts', 'shell']);
  const objects = useObjects();
  const spaces = useBillingSpaces();
  const { reconnect, reconnecting, outcome } = useAccountReconnect(openPopup, () => void objects.mutate());

  const data = objects.data;
  const spaceIds = (spaces.data?.items ?? []).map((space) => space.id);
  // spec §1: the accounts page is the settings role's; the companies are managed from it (docs/companies.md).
  const companies = useCompanyManager({
    companies: data?.companies ?? [],
    objects: data?.items ?? [],
    spaceIds,
    spaceId: useManagedSpaceId(),
  });
  const state = settingsPageState([objects], (error) => serverTextOf(error) ?? t('accounts:list.loadFailed'));
  return (
    <SettingsPage title={t('shell:titles.accountsPage')} state={state}>
      {data ? (
        <AccountsView
          objects={data.items}
          companies={data.companies}
          spaces={spaces.data?.items ?? []}
          {...(reconnect ? { onReconnect: reconnect } : {})}
          // TikTok's answer comes back as a code the add-account page exchanges (docs/token-networks.md): connecting it
          // again there updates the account.
          reconnectable={(provider) => isAccountProvider(provider) && provider !== 'tiktok'}
          reconnecting={reconnecting}
          outcome={outcome}
          companyTools={companies.tools}
          notice={companies.notice}
        />
      ) : null}
      {companies.dialogs}
    </SettingsPage>
  );
}
