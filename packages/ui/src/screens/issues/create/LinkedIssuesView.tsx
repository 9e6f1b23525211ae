import { useTranslation } from 'react-i18next';
import type { Issue } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { muted, row } from '../../inbox/parts/detail.css.ts';
import { issuePagePath } from './paths.ts';

export interface LinkedIssuesViewProps {
  /** The issues made from the comment or chat; null while loading. */
  issues: readonly Pick<Issue, 'id' | 'number' | 'title' | 'status'>[] | null;
  /** Offers "Create issue" (spec §1 roles, the issues section on). */
  canCreate: boolean;
  onCreate: () => void;
}

// The comment's or chat's issues (docs/issues.md "Screens: creating issues"): "#12 Title · status" links to
// /issues/{id}, and "Create issue" beside them. The title is the team's text: rendered as text.
export function LinkedIssuesView({ issues, canCreate, onCreate }: LinkedIssuesViewProps) {
  const { t } = useTranslation('issues');
  if (!canCreate && (issues === null || issues.length === 0)) return null;
  return (
    <section className={row} aria-label={t('links.title')}>
      <span className={muted}>{t('links.title')}:</span>
      {issues !== null && issues.length === 0 ? <span className={muted}>{t('links.none')}</span> : null}
      {(issues ?? []).map((issue) => (
        <Link key={issue.id} href={issuePagePath(issue.id)}>
          {t('links.issue', {
            number: issue.number,
            title: issue.title,
            status: t(`status.${issue.status}`, { defaultValue: issue.status }),
            interpolation: { escapeValue: false },
          })}
        </Link>
      ))}
      {canCreate ? (
        <Button variant="secondary" onPress={onCreate}>
          {t('create.action')}
        </Button>
      ) : null}
    </section>
  );
}
