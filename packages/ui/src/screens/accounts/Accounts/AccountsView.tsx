import { useTranslation } from 'react-i18next';
import type { BillingSpace, Company, SocialObject } from '@console/api/contract';
import { companyName, companySpaceId } from '@console/machines/rules/companies';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { alert, muted, row, sectionTitle, stack, status as statusClass, text } from '../../layout/SettingsPage.css.ts';
import { AccountRow } from '../AccountRow.tsx';
import { accountList } from '../accounts.css.ts';
import { addAccountPath } from '../paths.ts';
import { accountPagePath } from '../AccountSubnav.tsx';

export interface AccountsViewProps {
  objects: readonly SocialObject[];
  companies: readonly Company[];
  /** The spaces' usage and limits (when known): 'N of M accounts' per company's space. */
  spaces: readonly BillingSpace[];
  /** Reconnects an account in error through its provider's popup (absent: no reconnecting, e.g. no providers known). */
  onReconnect?: (object: SocialObject) => void;
  /** Whether a provider connects through the popup (spec §2.2 accounts), so its accounts can be reconnected. */
  reconnectable: (provider: string) => boolean;
  /** The account whose popup is open. */
  reconnecting?: number | null;
  /** The last reconnect's outcome: the account's name, or the failure's text (untrusted). */
  outcome?: { ok: true; name: string } | { ok: false; text: string } | null;
  /** The administrator's company actions (spec §1): create, settings (with rename), delete; absent: none offered. */
  companyTools?: { onCreate: () => void; onEdit: (company: Company) => void; onDelete: (company: Company) => void };
  /** The last company action's confirmation ('The company … is created'). */
  notice?: string | null;
}

// /settings/accounts: the connected accounts by company, each company with its 'add an account' link.
export function AccountsView({
  objects,
  companies,
  spaces,
  onReconnect,
  reconnectable,
  reconnecting = null,
  outcome = null,
  companyTools,
  notice = null,
}: AccountsViewProps) {
  const { t } = useTranslation('accounts');
  const create = companyTools ? (
    <div className={row}>
      <Button variant="secondary" onPress={companyTools.onCreate}>
        {t('companies.create')}
      </Button>
    </div>
  ) : null;
  if (companies.length === 0)
    return (
      <div className={stack}>
        <p className={text}>{t('list.noCompanies')}</p>
        {create}
      </div>
    );
  return (
    <div className={stack}>
      <p className={text}>{t('list.intro')}</p>
      {create}
      <p role="status" className={statusClass}>
        {outcome?.ok ? t('list.reconnected', { name: outcome.name }) : (notice ?? '')}
      </p>
      {outcome && !outcome.ok ? (
        <p role="alert" className={alert}>
          {t('add.failed')}: {outcome.text}
        </p>
      ) : null}
      {companies.map((company) => {
        const own = objects.filter((object) => object.company === company.id);
        const spaceId = companySpaceId(
          company,
          spaces.map((s) => s.id),
        );
        const space = spaces.find((s) => s.id === spaceId);
        const headingId = `accounts-company-${company.id}`;
        return (
          <Card as="section" key={company.id} aria-labelledby={headingId}>
            <div className={stack}>
              <h2 id={headingId} className={sectionTitle}>
                {companyName(company)}
              </h2>
              {space?.limits ? (
                <p className={muted}>{t('list.usage', { count: space.usage.accounts, limit: space.limits.accounts })}</p>
              ) : null}
              {own.length === 0 ? (
                <p className={muted}>{t('list.empty')}</p>
              ) : (
                <ul className={accountList}>
                  {own.map((object) => (
                    <AccountRow
                      key={object.id}
                      object={object}
                      {...(object.roles.settings ? { href: accountPagePath(object.id) } : {})}
                      action={
                        object.error !== null && object.roles.settings && onReconnect && reconnectable(object.provider) ? (
                          <Button
                            variant="secondary"
                            isPending={reconnecting === object.id}
                            aria-label={`${t('list.reconnect')}: ${object.name}`}
                            onPress={() => onReconnect(object)}
                          >
                            {t('list.reconnect')}
                          </Button>
                        ) : null
                      }
                    />
                  ))}
                </ul>
              )}
              <div className={row}>
                <Link href={addAccountPath(company.id)} aria-label={t('list.addTo', { company: companyName(company) })}>
                  {t('list.add')}
                </Link>
                {companyTools ? (
                  <>
                    <Button
                      variant="secondary"
                      aria-label={`${t('companies.edit')}: ${companyName(company)}`}
                      onPress={() => companyTools.onEdit(company)}
                    >
                      {t('companies.edit')}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={`${t('companies.delete')}: ${companyName(company)}`}
                      onPress={() => companyTools.onDelete(company)}
                    >
                      {t('companies.delete')}
                    </Button>
                  </>
                ) : null}
              </div>
            </div>
          </Card>
        );
      })}
    </div>
  );
}
