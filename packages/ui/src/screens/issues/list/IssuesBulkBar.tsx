import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { visibleText } from '../../../format/text.ts';
import * as css from '../../inbox/list.css.ts';

const NOBODY = 'none';

export interface IssuesBulkBarProps {
  count: number;
  statuses: readonly { id: string; label: string }[];
  members: readonly { id: number; name: string }[];
  me: { id: number; name: string } | null;
  busy: boolean;
  onStatus: (status: string) => void;
  /** null: nobody. */
  onAssign: (userId: number | null) => void;
  onClear: () => void;
}

// What can be done to the selected issues at once (POST v1/issues/bulk): one status, or one assignee. Shown only to the
// roles that process issues (ISSUE_WRITE_ROLES); the inbox's bar's look (list.css bulkBar).
export function IssuesBulkBar({ count, statuses, members, me, busy, onStatus, onAssign, onClear }: IssuesBulkBarProps) {
  const { t } = useTranslation('issues', { keyPrefix: 'list' });
  const [status, setStatus] = useState(statuses[0]?.id ?? '');
  const [assignee, setAssignee] = useState(me ? String(me.id) : NOBODY);
  return (
    <section className={css.bulkBar} aria-label={t('bulk.title')}>
      <p className={css.muted} role="status">
        {t('bulk.selected', { count })}
      </p>
      <Button variant="ghost" onPress={onClear}>
        {t('bulk.clear')}
      </Button>
      {statuses.length > 0 ? (
        <>
          <Select label={t('bulk.status')} options={statuses} value={status} onChange={setStatus} />
          <Button variant="secondary" isDisabled={busy} onPress={() => onStatus(status)}>
            {t('bulk.apply')}
          </Button>
        </>
      ) : null}
      <Select<string>
        label={t('bulk.assign')}
        options={[
          { id: NOBODY, label: t('bulk.toNobody') },
          ...(me ? [{ id: String(me.id), label: t('bulk.toMe', { name: visibleText(me.name) }) }] : []),
          ...members.filter((m) => m.id !== me?.id).map((m) => ({ id: String(m.id), label: visibleText(m.name) })),
        ]}
        value={assignee}
        onChange={setAssignee}
      />
      <Button variant="secondary" isDisabled={busy} onPress={() => onAssign(assignee === NOBODY ? null : Number(assignee))}>
        {t('bulk.assignApply')}
      </Button>
    </section>
  );
}
