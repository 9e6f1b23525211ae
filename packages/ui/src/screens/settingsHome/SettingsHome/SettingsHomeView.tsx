import { useTranslation } from 'react-i18next';
import { TITLE_NAMESPACES } from '@console/locales';
import { Button } from '../../../components/Button/Button.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { ContentPage } from '../../layout/ContentPage.tsx';
import { intro, pageTitle, stateBox } from '../../layout/ContentPage.css.ts';
import { text } from '../../layout/CenteredPage.css.ts';
import { SectionGrid } from '../../layout/SectionGrid.tsx';
import type { VisibleGroup } from '../../layout/sectionGroups.ts';

export type SettingsHomeViewProps =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void; retrying: boolean }
  | { status: 'ready'; groups: readonly VisibleGroup[] };

// spec §2.4 '' (settings-page): the settings sections this user may open, as cards linking to them.
export function SettingsHomeView(props: SettingsHomeViewProps) {
  const { t } = useTranslation('settingsHome');
  const { t: common } = useTranslation(TITLE_NAMESPACES);
  const groups =
    props.status === 'ready'
      ? props.groups.map((group) => ({
          id: group.id,
          title: t(`groups.${group.id}`),
          links: group.sections.map((section) => ({
            id: section.name,
            href: section.href,
            title: common(section.titleKey, { ns: TITLE_NAMESPACES }),
            description: t(`sections.${section.descriptionKey}`),
          })),
        }))
      : [];
  return (
    <ContentPage busy={props.status === 'loading'}>
      <header>
        <h1 className={pageTitle}>{common('titles.settingsPage', { ns: TITLE_NAMESPACES })}</h1>
        {props.status === 'ready' ? <p className={intro}>{t('intro')}</p> : null}
      </header>
      {props.status === 'loading' ? <Spinner size="lg" /> : null}
      {props.status === 'error' ? (
        <div className={stateBox}>
          <p role="alert" className={text}>
            {t('loadFailed')}
          </p>
          <Button onPress={props.onRetry} isPending={props.retrying}>
            {common('actions.retry')}
          </Button>
        </div>
      ) : null}
      <SectionGrid groups={groups} />
    </ContentPage>
  );
}
