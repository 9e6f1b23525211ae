import { useTranslation } from 'react-i18next';
import type { AccountProvider, Company, KeyProvider, KeyProviderEntry } from '@console/api/contract';
import { companyName } from '@console/machines/rules/companies';
import { Button } from '../../../components/Button/Button.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { NetworkIcon } from '../../../components/NetworkIcon/NetworkIcon.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { alert, banner, muted, row, sectionTitle, stack, text } from '../../layout/SettingsPage.css.ts';
import { providerButtonLabel, providerGrid } from '../accounts.css.ts';
import { ACCOUNTS_PATH } from '../paths.ts';

export type AccountAddStatus =
  | { kind: 'idle' }
  /** The provider's popup is open. */
  | { kind: 'waiting'; provider: AccountProvider }
  /** The browser refused to open the popup. */
  | { kind: 'blocked' }
  /** The popup handed back a failure: its text (untrusted), and whether it is the plan's account limit (spec §8). */
  | { kind: 'failed'; text: string; limitReached: boolean };

export interface AccountAddViewProps {
  companies: readonly Company[];
  companyId: number;
  onCompanyChange: (id: number) => void;
  providers: readonly AccountProvider[];
  /** spec §8: the company's space is at its plan's account limit: no new account (the limit), buttons disabled. */
  limit: number | null;
  status: AccountAddStatus;
  onConnect: (provider: AccountProvider) => void;
  /** The catalogue's networks without a popup (KEY_PROVIDERS). */
  keyProviders: readonly KeyProviderEntry[];
  /** The network without a popup whose form is open (docs/token-networks.md), or null. */
  keyProvider: KeyProvider | null;
  onChooseKeyProvider: (provider: KeyProvider) => void;
  /** The open network's form. */
  keyForm?: React.ReactNode;
}

const BILLING_PATH = '/settings/billing';

// /settings/accounts/add?company= (spec §2.4): a button per provider opens its connection popup; a network without
// one (bots, stores, marketplaces) opens the form of its keys below (docs/token-networks.md).
export function AccountAddView({
  companies,
  companyId,
  onCompanyChange,
  providers,
  limit,
  status,
  onConnect,
  keyProviders,
  keyProvider,
  onChooseKeyProvider,
  keyForm,
}: AccountAddViewProps) {
  const { t } = useTranslation('accounts');
  const atLimit = limit !== null;
  return (
    <div className={stack}>
      <p className={text}>{t('add.intro')}</p>
      {companies.length > 1 ? (
        <Select
          label={t('add.company')}
          options={companies.map((company) => ({ id: company.id, label: companyName(company) }))}
          value={companyId}
          onChange={onCompanyChange}
        />
      ) : null}
      {atLimit ? (
        <div className={stack} role="alert">
          <p className={banner}>{t('add.limitReached', { limit })}</p>
          <div className={row}>
            <Link href={BILLING_PATH} variant="standalone">
              {t('add.toBilling')}
            </Link>
          </div>
        </div>
      ) : null}
      <section className={stack} aria-labelledby="account-add-providers">
        <h2 id="account-add-providers" className={sectionTitle}>
          {t('add.providers')}
        </h2>
        <ul className={providerGrid}>
          {providers.map((provider) => (
            <li key={provider}>
              <Button
                variant="secondary"
                fullWidth
                isDisabled={atLimit}
                isPending={status.kind === 'waiting' && status.provider === provider}
                onPress={() => onConnect(provider)}
              >
                <span className={providerButtonLabel}>
                  <NetworkIcon provider={provider} size={20} decorative />
                  {t(`providers.${provider}`)}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <section className={stack} aria-labelledby="account-add-key-providers">
        <h2 id="account-add-key-providers" className={sectionTitle}>
          {t('add.keyProviders')}
        </h2>
        <p className={muted}>{t('add.keyIntro')}</p>
        <ul className={providerGrid}>
          {keyProviders.map((entry) => (
            <li key={entry.id}>
              <Button
                variant={keyProvider === entry.id ? 'primary' : 'secondary'}
                fullWidth
                isDisabled={atLimit}
                aria-pressed={keyProvider === entry.id}
                onPress={() => onChooseKeyProvider(entry.id as KeyProvider)}
              >
                <span className={providerButtonLabel}>
                  <NetworkIcon provider={entry.id} size={20} decorative />
                  {entry.longName}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      </section>
      {keyForm}
      <div role="status" className={muted}>
        {status.kind === 'waiting' ? t('add.waiting') : ''}
      </div>
      {status.kind === 'blocked' ? (
        <p role="alert" className={alert}>
          {t('add.popupBlocked')}
        </p>
      ) : null}
      {status.kind === 'failed' ? (
        <div role="alert" className={stack}>
          <p className={alert}>
            {t('add.failed')}: {status.text}
          </p>
          {status.limitReached ? (
            <div className={row}>
              <Link href={BILLING_PATH} variant="standalone">
                {t('add.toBilling')}
              </Link>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className={row}>
        <Link href={ACCOUNTS_PATH} variant="standalone">
          {t('add.toList')}
        </Link>
      </div>
    </div>
  );
}
