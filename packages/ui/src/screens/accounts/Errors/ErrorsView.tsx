import { useTranslation } from 'react-i18next';
import type { SocialObject } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { alert, stack, status as statusClass, text } from '../../layout/SettingsPage.css.ts';
import { AccountRow } from '../AccountRow.tsx';
import { accountList } from '../accounts.css.ts';
import type { ReconnectOutcome } from '../useAccountReconnect.ts';

export interface ErrorsViewProps {
  /** The accounts in error the user manages (spec §6: the settings role). */
  objects: readonly SocialObject[];
  onReconnect?: (object: SocialObject) => void;
  reconnectable: (provider: string) => boolean;
  reconnecting?: number | null;
  outcome?: ReconnectOutcome;
  accountsHref: string;
}

// /settings/errors (spec §2.4 errors): the accounts in error with the network's text (a known error in the console's
// language, format/networkError.ts; otherwise the network's own words, as text) and a reconnect button each.
export function ErrorsView({
  objects,
  onReconnect,
  reconnectable,
  reconnecting = null,
  outcome = null,
  accountsHref,
}: ErrorsViewProps) {
  const { t } = useTranslation('accounts');
  return (
    <div className={stack}>
      <p role="status" className={statusClass}>
        {outcome?.ok ? t('list.reconnected', { name: outcome.name }) : ''}
      </p>
      {outcome && !outcome.ok ? (
        <p role="alert" className={alert}>
          {t('add.failed')}: {outcome.text}
        </p>
      ) : null}
      {objects.length === 0 ? (
        <Card as="section">
          <div className={stack}>
            <p className={text}>{t('errors.none')}</p>
            <Link href={accountsHref}>{t('errors.toAccounts')}</Link>
          </div>
        </Card>
      ) : (
        <Card as="section" aria-label={t('errors.listLabel', { count: objects.length })}>
          <ul className={accountList}>
            {objects.map((object) => (
              <AccountRow
                key={object.id}
                object={object}
                action={
                  onReconnect && reconnectable(object.provider) ? (
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
        </Card>
      )}
    </div>
  );
}
