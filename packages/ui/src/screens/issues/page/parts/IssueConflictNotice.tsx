import { useTranslation } from 'react-i18next';
import type { IssueConflictState } from '../../../../data/issue.ts';
import { Button } from '../../../../components/Button/Button.tsx';
import { useDates } from '../../../../format/dates.tsx';
import { list, notice, row, sectionTitle, text } from '../../../inbox/parts/detail.css.ts';
import { issueHistoryText, issueValueText, type IssueNames } from './historyText.ts';

const FIELD_OF: Record<string, string> = { assignee_id: 'assignee', department_id: 'department' };

// Someone changed the issue first (409 conflict): who changed what; the user's change waits, un-applied, for one click.
export function IssueConflictNotice({
  conflict,
  names,
  onReapply,
  onDismiss,
}: {
  conflict: IssueConflictState;
  names: IssueNames;
  onReapply: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('issues');
  const dates = useDates();
  const intended = Object.entries(conflict.intended)
    .map(([key, value]) => {
      const field = FIELD_OF[key] ?? key;
      const label =
        field === 'description' ? t('page.fields.description') : t(`page.history.fields.${field}` as 'page.history.fields.title');
      const shown = field === 'description' ? '…' : issueValueText(t, field, value === null ? null : String(value), names, dates);
      return `${label}: ${shown}`;
    })
    .join('; ');
  return (
    <div role="alert" className={notice}>
      <p className={sectionTitle}>{t('page.conflict.title')}</p>
      <ul className={list}>
        {conflict.changes.map((change) => (
          <li key={change.id} className={text}>
            {issueHistoryText(t, change, names, dates)}
          </li>
        ))}
      </ul>
      <p className={text}>{t('page.conflict.kept', { change: intended })}</p>
      <div className={row}>
        <Button onPress={onReapply}>{t('page.conflict.reapply')}</Button>
        <Button variant="secondary" onPress={onDismiss}>
          {t('page.conflict.dismiss')}
        </Button>
      </div>
    </div>
  );
}
