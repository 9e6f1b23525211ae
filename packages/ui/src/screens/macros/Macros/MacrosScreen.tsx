import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { useMacros } from '../../../data/macros.ts';
import { serverTextOf } from '../../../data/profile.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { muted, row, stack } from '../../layout/SettingsPage.css.ts';
import { useManagedSpaceId } from '../../layout/managedSpace.ts';
import { grow, list, listRow } from '../../workspaceSettings/workspaceSettings.css.ts';

// /settings/macros (spec §2.4 macros-page): the space's macros with their shortcut and how many actions each runs.
export function MacrosScreen() {
  const { t } = useTranslation(['macros', 'shell']);
  const spaceId = useManagedSpaceId();
  // Not before the space is known: without one, GET v1/macros lists every space's (the run menus').
  const macros = useMacros(spaceId, spaceId !== null);
  const state = settingsPageState([macros], (error) => serverTextOf(error) ?? t('macros:loadFailed'));
  const items = macros.data?.items;
  return (
    <SettingsPage title={t('shell:titles.macrosPage')} state={state}>
      {items ? (
        <div className={stack}>
          <div className={row}>
            <Link variant="standalone" href="/settings/macros/new">
              {t('macros:newMacro')}
            </Link>
          </div>
          <Card as="section" aria-label={t('shell:titles.macrosPage')}>
            {items.length === 0 ? (
              <p className={muted}>{t('macros:none')}</p>
            ) : (
              <ul className={list}>
                {items.map((macro) => (
                  <li key={macro.id} className={listRow}>
                    <span className={grow}>
                      <Link href={`/settings/macros/${macro.id}`}>{macro.name}</Link>
                      <span className={muted}>
                        {[macro.shortcut, t('macros:actionsCount', { count: macro.actions.length })].filter(Boolean).join(' · ')}
                      </span>
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
