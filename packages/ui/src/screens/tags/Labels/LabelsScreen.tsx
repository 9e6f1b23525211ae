import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { StatusDot } from '../../../components/StatusDot/StatusDot.tsx';
import { serverTextOf } from '../../../data/profile.ts';
import { useManagedLabels } from '../../../data/tagSettings.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { muted, row, stack } from '../../layout/SettingsPage.css.ts';
import { useManagedSpaceId } from '../../layout/managedSpace.ts';
import { grow, list, listRow } from '../../workspaceSettings/workspaceSettings.css.ts';

// /settings/labels (spec §2.4 labels-page): the space's author labels with their colours and the authors carrying each.
export function LabelsScreen() {
  const { t } = useTranslation(['tags', 'shell']);
  const labels = useManagedLabels(useManagedSpaceId());
  const state = settingsPageState([labels], (error) => serverTextOf(error) ?? t('tags:labelsLoadFailed'));
  const items = labels.data?.items;
  return (
    <SettingsPage title={t('shell:titles.labelsPage')} state={state}>
      {items ? (
        <div className={stack}>
          <div className={row}>
            <Link variant="standalone" href="/settings/labels/new">
              {t('tags:labels.newLabel')}
            </Link>
          </div>
          <Card as="section" aria-label={t('shell:titles.labelsPage')}>
            {items.length === 0 ? (
              <p className={muted}>{t('tags:labels.none')}</p>
            ) : (
              <ul className={list}>
                {items.map((label) => (
                  <li key={label.id} className={listRow}>
                    <StatusDot color={label.color} />
                    <span className={grow}>
                      <Link href={`/settings/labels/${label.id}`}>{label.name}</Link>
                      <Link href={`/settings/labels/${label.id}/authors`}>
                        {t('tags:labels.authorsCount', { count: label.authors_count })}
                      </Link>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      ) : null}
    </SettingsPage>
  );
}
