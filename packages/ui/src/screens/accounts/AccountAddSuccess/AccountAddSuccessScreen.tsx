import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { SocialObject } from '@console/api/contract';
import { Link } from '../../../components/Link/Link.tsx';
import { useObjects } from '../../../data/objects.ts';
import { SettingsPage } from '../../layout/SettingsPage.tsx';
import { muted, row, stack, status as statusClass } from '../../layout/SettingsPage.css.ts';
import { AccountRow } from '../AccountRow.tsx';
import { accountList } from '../accounts.css.ts';
import { ACCOUNTS_PATH, addAccountPath, idOf } from '../paths.ts';

export interface AccountAddSuccessViewProps {
  /** The account just connected, when the list has it. */
  object: SocialObject | null;
  companyId: number | null;
}

// spec §9: the initial data load at account connection brings up to 100 items.
export function AccountAddSuccessView({ object, companyId }: AccountAddSuccessViewProps) {
  const { t } = useTranslation('accounts');
  return (
    <div className={stack}>
      <p role="status" className={statusClass}>
        {object ? t('success.text', { name: object.name }) : t('success.generic')}
      </p>
      {object ? (
        <ul className={accountList}>
          <AccountRow object={object} />
        </ul>
      ) : null}
      <p className={muted}>{t('success.loading')}</p>
      <div className={row}>
        <Link href={addAccountPath(companyId ?? undefined)} variant="standalone">
          {t('success.addAnother')}
        </Link>
        <Link href={ACCOUNTS_PATH} variant="standalone">
          {t('success.toList')}
        </Link>
      </div>
    </div>
  );
}

// /settings/accounts/add/success?company=&object_id= (spec §2.4 account-add-success-page).
export function AccountAddSuccessScreen() {
  const { t } = useTranslation(['accounts', 'shell']);
  const query = new URLSearchParams(useSearch());
  const objects = useObjects();
  const objectId = idOf(query.get('object_id'));
  const object = objects.data?.items.find((item) => item.id === objectId) ?? null;
  const state = objects.data || objects.error ? ({ status: 'ready' } as const) : ({ status: 'loading' } as const);
  return (
    <SettingsPage title={t('shell:titles.accountAddSuccessPage')} state={state}>
      <AccountAddSuccessView object={object} companyId={idOf(query.get('company'))} />
    </SettingsPage>
  );
}
