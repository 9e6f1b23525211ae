import { useTranslation } from 'react-i18next';
import { TITLE_NAMESPACES } from '@console/locales';
import type { Space } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { ContentPage } from '../../layout/ContentPage.tsx';
import { intro, pageTitle, stateBox } from '../../layout/ContentPage.css.ts';
import { text } from '../../layout/CenteredPage.css.ts';
import { SectionGrid } from '../../layout/SectionGrid.tsx';
import type { VisibleGroup } from '../../layout/sectionGroups.ts';
import { CountsList } from './CountsList.tsx';
import { SpaceList } from './SpaceList.tsx';
import type { StatsCount } from './statsSections.ts';
import { emptyCard, emptyTitle } from './StatsHomeView.css.ts';

export type HomeSpace = Pick<Space, 'id' | 'name' | 'tariff' | 'is_trial' | 'expires_at'>;

export type StatsHomeData =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void; retrying: boolean }
  | {
      status: 'ready';
      userName: string;
      groups: readonly VisibleGroup[];
      counts: readonly StatsCount[];
      spaces: readonly HomeSpace[];
      /** ms, for the spaces' "valid until" / "ended on". */
      now: number;
    };

export type StatsHomeViewProps = StatsHomeData;

function Ready({ props }: { props: Extract<StatsHomeData, { status: 'ready' }> }) {
  const { t } = useTranslation('statsHome');
  const { t: common } = useTranslation(TITLE_NAMESPACES);
  // spec §2.5: statistics need a space; without one there is nothing to show but why.
  if (props.spaces.length === 0) {
    return (
      <Card as="section" padding="lg" aria-labelledby="stats-no-spaces" className={emptyCard}>
        <h2 id="stats-no-spaces" className={emptyTitle}>
          {t('noSpaces.title')}
        </h2>
        <p className={text}>{t('noSpaces.text')}</p>
      </Card>
    );
  }
  const groups = props.groups.map((group) => ({
    id: group.id,
    title: t(`groups.${group.id}`),
    links: group.sections.map((section) => ({
      id: section.name,
      href: section.href,
      title: common(section.titleKey, { ns: TITLE_NAMESPACES }),
      description: t(`sections.${section.descriptionKey}`),
    })),
  }));
  return (
    <>
      {props.counts.length > 0 ? <CountsList counts={props.counts} /> : null}
      <SectionGrid groups={groups} />
      <SpaceList spaces={props.spaces} now={props.now} />
    </>
  );
}

// spec §2.3 '' (stats-items): the statistics list, the signed-in root, with what waits for the user and their spaces.
export function StatsHomeView(props: StatsHomeViewProps) {
  const { t } = useTranslation('statsHome');
  const { t: common } = useTranslation(TITLE_NAMESPACES);
  // Logging out is the top bar's user dropdown (spec §2.5), as on every signed-in page.
  return (
    <ContentPage busy={props.status === 'loading'}>
      {props.status === 'ready' ? (
        <header>
          <h1 className={pageTitle}>{t('greeting', { name: props.userName })}</h1>
          {props.spaces.length > 0 ? <p className={intro}>{t('intro')}</p> : null}
        </header>
      ) : null}
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
      {props.status === 'ready' ? <Ready props={props} /> : null}
    </ContentPage>
  );
}
