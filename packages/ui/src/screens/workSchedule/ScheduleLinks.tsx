import { useTranslation } from 'react-i18next';
import { Link } from '../../components/Link/Link.tsx';
import { row } from '../layout/SettingsPage.css.ts';

const LINKS = [
  ['week', '/settings/users/workinghours'],
  ['templates', '/settings/users/workinghours/templates'],
  ['absences', '/settings/users/workinghours/absences'],
] as const;

// The working schedule's pages, each reachable from the others (spec §2.4 users/workinghours, /templates, /absences).
export function ScheduleLinks({ current }: { current: 'week' | 'templates' | 'absences' | 'user' }) {
  const { t } = useTranslation('workSchedule');
  return (
    <nav aria-label={t('links.label')} className={row}>
      {LINKS.filter(([page]) => page !== current).map(([page, href]) => (
        <Link key={page} href={href}>
          {t(`links.${page}`)}
        </Link>
      ))}
    </nav>
  );
}
