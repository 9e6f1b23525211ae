import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ISSUE_DESCRIPTION_MAX, ISSUE_TITLE_MAX } from '@console/api/contract';
import { Button } from '../../../../components/Button/Button.tsx';
import { TextField } from '../../../../components/TextField/TextField.tsx';
import { muted, row, textarea } from '../../../inbox/parts/detail.css.ts';

export interface TextEditorProps {
  /** The title (one line, required) or the description (lines, may be emptied). */
  field: 'title' | 'description';
  label: string;
  initial: string;
  /** Resolves true when saved: the editor closes; otherwise the text stays (a 409 or a failure loses nothing). */
  onSave: (text: string) => Promise<boolean>;
  onCancel: () => void;
}

// The title's and the description's editor: the user's text stays until it is saved.
export function TextEditor({ field, label, initial, onSave, onCancel }: TextEditorProps) {
  const multiline = field === 'description';
  const required = field === 'title';
  const max = field === 'title' ? ISSUE_TITLE_MAX : ISSUE_DESCRIPTION_MAX;
  const { t } = useTranslation('issues');
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const invalid = value.length > max || (required && value.trim() === '');
  const save = async () => {
    if (invalid) return;
    setBusy(true);
    try {
      await onSave(required ? value.trim() : value);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {multiline ? (
        <>
          <label htmlFor={id} className={muted}>
            {label}
          </label>
          <textarea id={id} className={textarea} rows={6} value={value} onChange={(event) => setValue(event.target.value)} />
        </>
      ) : (
        <TextField label={label} value={value} onChange={setValue} autoFocus />
      )}
      {value.length > max ? <p className={muted}>{t('page.thread.tooLong', { max })}</p> : null}
      <div className={row}>
        <Button type="submit" isDisabled={invalid || busy}>
          {t('page.save')}
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          {t('page.cancel')}
        </Button>
      </div>
    </form>
  );
}
