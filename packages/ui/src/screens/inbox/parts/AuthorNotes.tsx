import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, TextArea, TextField } from 'react-aria-components/TextField';
import { NOTE_TEXT_MAX, type AuthorNote } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { FieldError } from '../../../components/FieldError/FieldError.tsx';
import { label as labelClass } from '../../../components/TextField/TextField.css.ts';
import { AuthorName } from './AuthorName.tsx';
import { column, entry, list, muted, row, sectionTitle, text, textarea } from './detail.css.ts';
import { useDates } from '../../../format/dates.tsx';

export interface AuthorNotesProps {
  notes: readonly AuthorNote[];
  /** Absent: the user may not add notes (read only, analyst). */
  onAdd?: (text: string) => Promise<boolean>;
}

// The author's notes, newest first, and a new one (at most NOTE_TEXT_MAX characters).
export function AuthorNotes({ notes, onAdd }: AuthorNotesProps) {
  const { t } = useTranslation('item');
  const dates = useDates();
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const tooLong = draft.length > NOTE_TEXT_MAX;
  const add = async () => {
    if (!onAdd || draft.trim() === '' || tooLong) return;
    setPending(true);
    if (await onAdd(draft.trim())) setDraft('');
    setPending(false);
  };
  return (
    <section className={column} aria-labelledby="item-author-notes">
      <h3 id="item-author-notes" className={sectionTitle}>
        {t('author.notes')}
      </h3>
      {notes.length === 0 ? <p className={muted}>{t('author.notesNone')}</p> : null}
      <ul className={list}>
        {notes.map((note) => (
          <li key={note.id} className={entry}>
            <p className={text}>{note.text}</p>
            <span className={muted}>
              {note.user ? <AuthorName name={note.user.name} /> : null} {dates.dateTimeShort({ s: note.created_at })}
            </span>
          </li>
        ))}
      </ul>
      {onAdd ? (
        <form
          className={column}
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <TextField value={draft} onChange={setDraft} isInvalid={tooLong}>
            <Label className={labelClass}>{t('author.noteLabel')}</Label>
            <TextArea className={textarea} />
            <FieldError>{t('author.noteTooLong', { max: NOTE_TEXT_MAX })}</FieldError>
          </TextField>
          <div className={row}>
            <Button type="submit" variant="secondary" isPending={pending} isDisabled={draft.trim() === '' || tooLong}>
              {t('author.noteAdd')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
