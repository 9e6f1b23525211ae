import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isAccountProvider } from '@console/api/contract';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import { useObjects } from '../../../data/objects.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { ACCOUNTS_PATH } from '../paths.ts';
import { openAccountPopup, type OpenPopup } from '../popup.ts';
import { useAccountReconnect } from '../useAccountReconnect.ts';
// The list loads with the page's first data: the accounts chunk stays within its budget (docs/budgets.md).
const ErrorsView = lazy(() => import('./ErrorsView.tsx').then((m) => ({ default: m.ErrorsView })));

export interface ErrorsScreenProps {
  /** Opens the provider's page in a popup (reconnecting); default window.open. */
  openPopup?: OpenPopup;
}

// /settings/errors (spec §2.4 errors-page): GET v1/objects' accounts with an error that the user manages (spec §6:
// the errors dropdown's, which links here), each reconnected through its provider's popup as on the accounts page.
export function ErrorsScreen({ openPopup = openAccountPopup }: ErrorsScreenProps) {
  const { t } = useTranslation(['accounts', 'shell']);
  const objects = useObjects();
  const { reconnect, reconnecting, outcome } = useAccountReconnect(openPopup, () => void objects.mutate());
  const state = settingsPageState([objects], (error) => serverTextOf(error) ?? t('accounts:list.loadFailed'));
  const inError = (objects.data?.items ?? []).filter((object) => object.error !== null && object.roles.settings);
  return (
    <SettingsPage title={t('shell:titles.errorsPage')} state={state}>
      {objects.data ? (
        <Suspense fallback={null}>
          <ErrorsView
            objects={inError}
            {...(reconnect ? { onReconnect: reconnect } : {})}
            reconnectable={isAccountProvider}
            reconnecting={reconnecting}
            outcome={outcome}
            accountsHref={ACCOUNTS_PATH}
          />
        </Suspense>
      ) : null}
    </SettingsPage>
  );
}
