import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ISSUE_COMMENT_MAX, type IssueComment } from '@console/api/contract';
import { Button } from '../../../../components/Button/Button.tsx';
import { useDates } from '../../../../format/dates.tsx';
import { column, entry, list, muted, name, row, sectionTitle, text, textarea } from '../../../inbox/parts/detail.css.ts';

export interface IssueThreadProps {
  comments: readonly IssueComment[];
  /** Absent: read only (no composer). Resolves true when sent; otherwise the text stays to send again. */
  onSend?: (text: string) => Promise<boolean>;
}

// The team's thread, oldest first (GET v1/issues/{id} comments), and its composer (ISSUE_COMMENT_MAX characters).
export function IssueThread({ comments, onSend }: IssueThreadProps) {
  const { t } = useTranslation('issues');
  const dates = useDates();
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const tooLong = draft.length > ISSUE_COMMENT_MAX;
  const send = async () => {
    if (!onSend || busy || tooLong || draft.trim() === '') return;
    setBusy(true);
    try {
      if (await onSend(draft.trim())) setDraft('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={column} aria-labelledby="issue-thread-title">
      <h2 id="issue-thread-title" className={sectionTitle}>
        {t('page.thread.title')}
      </h2>
      {comments.length === 0 ? <p className={muted}>{t('page.thread.none')}</p> : null}
      <ol className={list}>
        {comments.map((comment) => (
          <li key={comment.id} className={entry}>
            <div className={row}>
              <span className={name}>{comment.user?.name ?? t('page.history.system')}</span>
              <time className={muted} dateTime={new Date(comment.created_at * 1000).toISOString()}>
                {dates.dateTimeShort({ s: comment.created_at })}
              </time>
            </div>
            <p className={text}>{comment.text}</p>
          </li>
        ))}
      </ol>
      {onSend ? (
        <form
          className={column}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <label htmlFor={id} className={muted}>
            {t('page.thread.label')}
          </label>
          <textarea
            id={id}
            className={textarea}
            value={draft}
            aria-invalid={tooLong || undefined}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                void send();
              }
            }}
          />
          {tooLong ? (
            <p role="alert" className={muted}>
              {t('page.thread.tooLong', { max: ISSUE_COMMENT_MAX })}
            </p>
          ) : null}
          <div className={row}>
            <Button type="submit" isDisabled={busy || tooLong || draft.trim() === ''}>
              {t('page.thread.send')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
