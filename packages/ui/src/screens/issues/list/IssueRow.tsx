import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Issue } from '@console/api/contract';
import { visibleText } from '../../../format/text.ts';
import type { Dates } from '../../../format/dates.tsx';
import * as css from '../../inbox/list.css.ts';
import { AuthorName } from '../../inbox/parts/AuthorName.tsx';
import { focusScope, RowDate } from '../../inbox/parts/RowTime.tsx';
import { PriorityBadge, StatusBadge } from '../../inbox/parts/TriageBadges.tsx';
import * as issuesCss from './issues.css.ts';
import { issuePagePath } from './paths.ts';

export interface IssueRowContext {
  /** A status's name: the issues namespace's for spec §9's, the workspace's own name otherwise. */
  statusLabel: (status: string) => string;
  departmentName: (id: number) => string | null;
  dates: Dates;
  /** The list's clock (unix seconds). */
  nowSeconds: number;
  /** Selection checkboxes (absent for read only and analyst, docs/issues.md). */
  selectable: boolean;
}

export interface IssueRowProps {
  issue: Issue;
  context: IssueRowContext;
  index: number;
  start: number;
  selected: boolean;
  onToggle: (id: number) => void;
  measure: (node: HTMLElement | null) => void;
}

// One issue in two lines, what matters first: number and title (the link to /issues/{id}) with the date; then status,
// priority, due date (overdue in red), assignee, department and author. Every name is shown as text (quality.md).
function IssueRowBase({ issue, context, index, start, selected, onToggle, measure }: IssueRowProps) {
  const { t } = useTranslation('issues', { keyPrefix: 'list' });
  const department = issue.department_id === null ? null : context.departmentName(issue.department_id);
  // Overdue: the server marked it (the deadline job), or its due time passed by the list's clock before the job ran.
  const overdue = !issue.closed && (issue.expired || (issue.due_at !== null && issue.due_at <= context.nowSeconds));
  return (
    <li
      data-index={index}
      data-selected={selected || undefined}
      ref={measure}
      className={`${css.row} ${focusScope}`}
      style={{ transform: `translateY(${start}px)` }}
    >
      <div className={css.rowCell}>
        {context.selectable ? (
          <input
            type="checkbox"
            className={css.check}
            checked={selected}
            aria-label={t('row.select', { number: issue.number })}
            onChange={() => onToggle(issue.id)}
          />
        ) : null}
        <div className={css.rowBody}>
          <div className={css.headLine}>
            <span className={issuesCss.number}>{t('row.number', { number: issue.number })}</span>
            <Link href={issuePagePath(issue.id)} className={issuesCss.title}>
              <bdi>{visibleText(issue.title)}</bdi>
            </Link>
            <RowDate at={issue.created_at} nowSeconds={context.nowSeconds} dates={context.dates} />
          </div>
          <div className={`${css.metaLine} ${issuesCss.metaWrap}`}>
            <StatusBadge status={issue.status} label={context.statusLabel(issue.status)} />
            {issue.priority === 'normal' ? null : (
              <PriorityBadge priority={issue.priority} label={t(`priority.${issue.priority}`)} />
            )}
            {issue.due_at === null ? null : (
              <span className={overdue ? issuesCss.overdue : undefined} data-tone={overdue ? 'danger' : undefined}>
                {t(overdue ? 'row.overdue' : 'row.due', { date: context.dates.dateTimeShort({ s: issue.due_at }) })}
              </span>
            )}
            <span className={css.assignee}>
              {issue.assignee ? t('row.assignee', { name: visibleText(issue.assignee.name) }) : t('row.unassigned')}
            </span>
            {department === null ? null : (
              <span className={css.chip}>{t('row.department', { name: visibleText(department) })}</span>
            )}
            {issue.author ? (
              <span className={css.account}>
                {t('row.author')} <AuthorName name={issue.author.name} truncate />
              </span>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}

export const IssueRow = memo(IssueRowBase);
