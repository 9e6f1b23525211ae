import { useTranslation } from 'react-i18next';
import { isSpaceExpired } from '@console/machines/rules/paidPeriod';
import { Card } from '../../../components/Card/Card.tsx';
import type { HomeSpace } from './StatsHomeView.tsx';
import { facts, section, sectionTitle, spaceList, spaceName } from './StatsHomeView.css.ts';
import { useDates } from '../../../format/dates.tsx';

function SpaceCard({ space, now }: { space: HomeSpace; now: number }) {
  const { t } = useTranslation('statsHome');
  // spec §3: expires_at is unix seconds.
  const date = useDates().date({ s: space.expires_at });
  return (
    <li>
      <Card as="article" aria-labelledby={`space-${space.id}`}>
        <h3 id={`space-${space.id}`} className={spaceName}>
          {space.name}
        </h3>
        <p className={facts}>
          <span>{t('spaces.tariff', { name: space.tariff.name })}</span>
          <span>{space.is_trial ? t('spaces.trial') : t('spaces.paid')}</span>
          <span>{isSpaceExpired(space, now) ? t('spaces.expired', { date }) : t('spaces.expires', { date })}</span>
        </p>
      </Card>
    </li>
  );
}

// The user's spaces with their tariff and term (the billing dropdown has the payment colours and actions).
export function SpaceList({ spaces, now }: { spaces: readonly HomeSpace[]; now: number }) {
  const { t } = useTranslation('statsHome');
  return (
    <section aria-labelledby="stats-spaces" className={section}>
      <h2 id="stats-spaces" className={sectionTitle}>
        {t('spaces.title')}
      </h2>
      <ul className={spaceList}>
        {spaces.map((space) => (
          <SpaceCard key={space.id} space={space} now={now} />
        ))}
      </ul>
    </section>
  );
}
