import { useTranslation } from 'react-i18next';
import { LinkCard } from '../../../components/LinkCard/LinkCard.tsx';
import type { StatsCount } from './statsSections.ts';
import { countList, countValue, expired, section, sectionTitle } from './StatsHomeView.css.ts';

// spec §2.5, §7 v1/counts: what waits for the user, kept fresh by the poll and the socket; each links to its list.
export function CountsList({ counts }: { counts: readonly StatsCount[] }) {
  const { t } = useTranslation('statsHome');
  return (
    <section aria-labelledby="stats-counts" className={section}>
      <h2 id="stats-counts" className={sectionTitle}>
        {t('counts.label')}
      </h2>
      <ul className={countList}>
        {counts.map((entry) => (
          <li key={entry.kind}>
            <LinkCard href={entry.href} title={t(`counts.${entry.kind}`)} layout="inline">
              <span className={countValue}>
                {entry.count}
                {entry.expired ? <span className={expired}>{t('counts.issuesExpired', { count: entry.expired })}</span> : null}
              </span>
            </LinkCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
