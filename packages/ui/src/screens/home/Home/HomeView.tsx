import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Counts, Space } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { CenteredPage } from '../../layout/CenteredPage.tsx';
import { heading, text } from '../../layout/CenteredPage.css.ts';
import {
  counts as countsClass,
  facts,
  header,
  headerActions,
  sectionHeading,
  spaceList,
  spaceName,
  state,
} from './HomeView.css.ts';

export type HomeSpace = Pick<Space, 'id' | 'name' | 'tariff' | 'is_trial' | 'expires_at'>;

export type HomeData =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'ready'; userName: string; spaces: readonly HomeSpace[]; counts?: Counts | null };

export type HomeViewProps = HomeData & {
  onLogout: () => void;
  loggingOut: boolean;
  /** Controls beside logout (the saved-filters menu until the top bar of issue 4 takes it). */
  actions?: ReactNode;
};

function SpaceCard({ space, locale }: { space: HomeSpace; locale: string }) {
  const { t } = useTranslation('common');
  // spec §3: expires_at is unix seconds; the date is written the current locale's way.
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(space.expires_at * 1000));
  return (
    <li>
      <Card as="article" aria-labelledby={`space-${space.id}`}>
        <h3 id={`space-${space.id}`} className={spaceName}>
          {space.name}
        </h3>
        <p className={facts}>
          <span>{t('home.tariff', { name: space.tariff.name })}</span>
          <span>{space.is_trial ? t('home.trial') : t('home.paid')}</span>
          <span>{t('home.expires', { date })}</span>
        </p>
      </Card>
    </li>
  );
}

// spec §7 v1/counts: what waits for the user, kept fresh by the poll and the socket.
function CountsLine({ counts }: { counts: Counts }) {
  const { t } = useTranslation('common');
  return (
    <ul className={countsClass} aria-label={t('home.counts.label')}>
      <li>{t('home.counts.items', { count: counts.items_count })}</li>
      <li>{t('home.counts.issues', { count: counts.issues_count })}</li>
      <li>{t('home.counts.issuesExpired', { count: counts.issues_expired_count })}</li>
      <li>{t('home.counts.monitoring', { count: counts.monitoring_count })}</li>
    </ul>
  );
}

// The temporary signed-in root (issue 2, step 3): who is signed in, their spaces, and logout.
export function HomeView(props: HomeViewProps) {
  const { t, i18n } = useTranslation('common');
  // The logout button keeps its place in every state, so focus and its pending announcement survive a state change.
  return (
    <CenteredPage width="wide" busy={props.status === 'loading'}>
      <header className={header}>
        {props.status === 'ready' ? <h1 className={heading}>{t('home.greeting', { name: props.userName })}</h1> : <span />}
        <div className={headerActions}>
          {props.actions}
          <Button variant="secondary" onPress={props.onLogout} isPending={props.loggingOut}>
            {t('actions.logout')}
          </Button>
        </div>
      </header>
      {props.status === 'loading' ? <Spinner size="lg" /> : null}
      {props.status === 'error' ? (
        <div className={state}>
          <p role="alert" className={text}>
            {t('home.loadFailed')}
          </p>
          <Button onPress={props.onRetry}>{t('actions.retry')}</Button>
        </div>
      ) : null}
      {props.status === 'ready' ? (
        <section aria-labelledby="home-spaces" className={state}>
          {props.counts ? <CountsLine counts={props.counts} /> : null}
          <h2 id="home-spaces" className={sectionHeading}>
            {t('home.spaces')}
          </h2>
          {props.spaces.length === 0 ? (
            <p className={text}>{t('home.noSpaces')}</p>
          ) : (
            <ul className={spaceList}>
              {props.spaces.map((space) => (
                <SpaceCard key={space.id} space={space} locale={i18n.language} />
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </CenteredPage>
  );
}
