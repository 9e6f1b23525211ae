import { useTranslation } from 'react-i18next';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import { useBillingSpaces } from '../../../data/billing.ts';
import { useObjects } from '../../../data/objects.ts';
import { SettingsPage } from '../../layout/SettingsPage.tsx';
import { AccountsView } from './AccountsView.tsx';

// /settings/accounts (spec §2.4 accounts-page): GET v1/objects; the plan's usage from GET v1/billing/spaces.
export function AccountsScreen() {
  const { t } = useTranslation(['accounts', 'shell']);
  const objects = useObjects();
  const spaces = useBillingSpaces();
  const data = objects.data;
  const state = data
    ? ({ status: 'ready' } as const)
    : objects.error
      ? {
          status: 'error' as const,
          message: serverTextOf(objects.error) ?? t('accounts:list.loadFailed'),
          onRetry: () => void objects.mutate(),
        }
      : ({ status: 'loading' } as const);
  return (
    <SettingsPage title={t('shell:titles.accountsPage')} state={state}>
      {data ? <AccountsView objects={data.items} companies={data.companies} spaces={spaces.data?.items ?? []} /> : null}
    </SettingsPage>
  );
}
