import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssueDetail } from '@console/api/contract';
import type { IssueChange, IssueConflictState } from '../../../data/issue.ts';
import type { Viewer } from '../../../data/viewers.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { useDates } from '../../../format/dates.tsx';
import { column, headerLine, headerTitle, list, muted, notice, row, sectionTitle, text } from '../../inbox/parts/detail.css.ts';
import { IssueConflictNotice } from './parts/IssueConflictNotice.tsx';
import { IssueControls } from './parts/IssueControls.tsx';
import { IssueHistory } from './parts/IssueHistory.tsx';
import { IssueThread } from './parts/IssueThread.tsx';
import { TextEditor } from './parts/TextEditor.tsx';
import { issueValueText, type IssueNames } from './parts/historyText.ts';
import { expired as expiredClass, headerArea, layout, mainArea, number, sideArea } from './IssueView.css.ts';

type Named = { id: number; name: string };

export interface IssueViewProps {
  detail: IssueDetail;
  /** ISSUE_WRITE_ROLES (spec §1): moderators, operators and administrators change it; read only and analyst see. */
  writable: boolean;
  /** The space's statuses and closing statuses, labelled. */
  statuses: readonly { id: string; label: string }[];
  /** The space's members (the assignee's choices) and departments. */
  members: readonly Named[];
  departments: readonly Named[];
  names: IssueNames;
  /** The other users who have it open now (spec §7 lock with type issue). */
  viewers: readonly Viewer[];
  conflict: IssueConflictState | null;
  /** Unix ms now: the due time passed while open is shown in red even before the server's job marks it. */
  now: number;
  /** The linked comments and chats (the screen loads them): LinkedCard rows. */
  linked: ReactNode;
  /** The issue's files (IssueAttachments), under the description. */
  attachments?: ReactNode;
  /** The HelpDeskEddy ticket (IssueDeskControl), in the side column above the history. */
  deskControl?: ReactNode;
  /** Resolves true when saved; false keeps the user's input (a 409 or a failure). */
  onChange: (change: IssueChange) => Promise<boolean>;
  onComment: (text: string) => Promise<boolean>;
  onReapply: () => void;
  onDismissConflict: () => void;
}

// issues/{id} (spec §2 issue-page; docs/issues.md "Screens: issue page"): props only, every state from its props.
export function IssueView(props: IssueViewProps) {
  const { detail, writable, names, conflict, viewers, onChange } = props;
  const { issue } = detail;
  const { t } = useTranslation('issues');
  const dates = useDates();
  const [editing, setEditing] = useState<'title' | 'description' | null>(null);
  const overdue = !issue.closed && (issue.expired || (issue.due_at !== null && issue.due_at * 1000 <= props.now));
  const save = (change: IssueChange) => onChange(change).then((saved) => (saved && setEditing(null), saved));
  return (
    <div className={layout}>
      <header className={headerArea}>
        {editing === 'title' ? (
          <TextEditor
            field="title"
            label={t('page.fields.title')}
            initial={issue.title}
            onSave={(title) => save({ title })}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <div className={headerLine}>
            <h1 className={headerTitle}>
              <span className={number}>{t('list.row.number', { number: issue.number })}</span> {issue.title}
            </h1>
            {writable ? (
              <Button
                variant="secondary"
                onPress={() => setEditing('title')}
                aria-label={`${t('page.edit')}: ${t('page.fields.title')}`}
              >
                {t('page.edit')}
              </Button>
            ) : null}
          </div>
        )}
        <div className={row}>
          <span className={muted}>{names.statusLabel(issue.status)}</span>
          {issue.closed ? <span className={muted}>· {t('page.fields.closed')}</span> : null}
          {issue.due_at !== null ? (
            <span className={overdue ? expiredClass : muted}>
              {t('page.fields.dueDay')}: {issueValueText(t, 'due_at', String(issue.due_at), names, dates)}
              {overdue ? ` · ${t('page.fields.expired')}` : ''}
            </span>
          ) : (
            <span className={muted}>{t('page.noDue')}</span>
          )}
        </div>
        <div className={row}>
          {issue.author ? <span className={muted}>{t('page.author', { name: issue.author.name })}</span> : null}
          {issue.creator ? <span className={muted}>{t('page.creator', { name: issue.creator.name })}</span> : null}
        </div>
        {viewers.length > 0 ? (
          <p className={muted} role="status">
            {t('page.viewers', { names: viewers.map((viewer) => viewer.name).join(', ') })}
          </p>
        ) : null}
        {writable ? null : <p className={notice}>{t('page.readOnly')}</p>}
        {conflict ? (
          <IssueConflictNotice
            conflict={conflict}
            names={names}
            onReapply={props.onReapply}
            onDismiss={props.onDismissConflict}
          />
        ) : null}
      </header>
      <div className={mainArea}>
        <section className={column} aria-labelledby="issue-description-title">
          <div className={headerLine}>
            <h2 id="issue-description-title" className={sectionTitle}>
              {t('page.fields.description')}
            </h2>
            {writable && editing !== 'description' ? (
              <Button
                variant="secondary"
                onPress={() => setEditing('description')}
                aria-label={`${t('page.edit')}: ${t('page.fields.description')}`}
              >
                {t('page.edit')}
              </Button>
            ) : null}
          </div>
          {editing === 'description' ? (
            <TextEditor
              field="description"
              label={t('page.fields.description')}
              initial={issue.description}
              onSave={(description) => save({ description })}
              onCancel={() => setEditing(null)}
            />
          ) : issue.description ? (
            <p className={text}>{issue.description}</p>
          ) : (
            <p className={muted}>{t('page.noDescription')}</p>
          )}
        </section>
        {props.attachments}
        <section className={column} aria-labelledby="issue-linked-title">
          <h2 id="issue-linked-title" className={sectionTitle}>
            {t('page.linked.title')}
          </h2>
          {issue.item_ids.length + issue.chat_ids.length === 0 ? (
            <p className={muted}>{t('page.linked.none')}</p>
          ) : (
            <ul className={list}>{props.linked}</ul>
          )}
        </section>
        <IssueThread comments={detail.comments} {...(writable ? { onSend: props.onComment } : {})} />
      </div>
      <aside className={sideArea}>
        {writable ? (
          <IssueControls
            issue={issue}
            statuses={props.statuses}
            members={props.members}
            departments={props.departments}
            timeZone={dates.timeZone}
            onChange={onChange}
          />
        ) : (
          <ReadOnlyFacts detail={detail} names={names} />
        )}
        {props.deskControl}
        <IssueHistory history={detail.history} names={names} />
      </aside>
    </div>
  );
}

// What a read-only user sees instead of the controls.
function ReadOnlyFacts({ detail, names }: { detail: IssueDetail; names: IssueNames }) {
  const { t } = useTranslation('issues');
  const dates = useDates();
  const { issue } = detail;
  const facts: [string, string][] = [
    [t('page.fields.status'), names.statusLabel(issue.status)],
    [t('page.fields.priority'), issueValueText(t, 'priority', issue.priority, names, dates)],
    [t('page.fields.assignee'), issue.assignee?.name ?? t('page.nobody')],
    [
      t('page.fields.department'),
      issue.department_id === null
        ? t('page.noDepartment')
        : issueValueText(t, 'department', String(issue.department_id), names, dates),
    ],
  ];
  return (
    <dl className={column}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className={muted}>{label}</dt>
          <dd className={text}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
