import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { serverTextOf } from '../../../data/profile.ts';
import { useManagedTemplates } from '../../../data/templateSettings.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { muted, row, stack } from '../../layout/SettingsPage.css.ts';
import { useManagedSpaceId } from '../../layout/managedSpace.ts';
import { grow, list, listRow } from '../../workspaceSettings/workspaceSettings.css.ts';
import { excerpt } from '../replyTemplates.css.ts';
import { scopeText } from '../scope.ts';
import { useSpaceAccounts } from '../useAccounts.ts';

// /settings/templates (spec §2.4 templates-page): the space's reply templates, found by name or text, each with its
// scope (every network, a network, or one of its accounts).
export function TemplatesScreen() {
  const { t } = useTranslation(['replyTemplates', 'shell']);
  const spaceId = useManagedSpaceId();
  const templates = useManagedTemplates(spaceId);
  const { accounts } = useSpaceAccounts(spaceId);
  const [query, setQuery] = useState('');
  const state = settingsPageState([templates], (error) => serverTextOf(error) ?? t('replyTemplates:loadFailed'));
  const items = templates.data?.items;
  const needle = query.trim().toLocaleLowerCase();
  const shown = items?.filter((one) => needle === '' || `${one.name}\n${one.text}`.toLocaleLowerCase().includes(needle));
  return (
    <SettingsPage title={t('shell:titles.templatesPage')} state={state}>
      {items && shown ? (
        <div className={stack}>
          <div className={row}>
            <Link variant="standalone" href="/settings/templates/new">
              {t('replyTemplates:newTemplate')}
            </Link>
          </div>
          {items.length > 0 ? (
            <TextField type="search" label={t('replyTemplates:search')} value={query} onChange={setQuery} />
          ) : null}
          <Card as="section" aria-label={t('shell:titles.templatesPage')}>
            {items.length === 0 ? (
              <p className={muted}>{t('replyTemplates:none')}</p>
            ) : shown.length === 0 ? (
              <p className={muted}>{t('replyTemplates:noMatch')}</p>
            ) : (
              <ul className={list}>
                {shown.map((template) => (
                  <li key={template.id} className={listRow}>
                    <span className={grow}>
                      <Link href={`/settings/templates/${template.id}`}>{template.name}</Link>
                      <span className={muted}>{scopeText(t, template, accounts)}</span>
                      <p className={excerpt}>{template.text}</p>
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
