import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, TextArea, TextField } from 'react-aria-components/TextField';
import { REPLY_TEXT_MAX } from '@console/api/contract';
import { Button } from '../../../../components/Button/Button.tsx';
import { label as labelClass } from '../../../../components/TextField/TextField.css.ts';
import { column, muted, row, textarea } from '../../../inbox/parts/detail.css.ts';
import { leftText } from './format.ts';

export interface EditOwnCommentProps {
  text: string;
  /** Seconds left in the network's edit window (VK 43200 s, vc 1200 s). */
  left: number;
  onSave: (text: string) => Promise<boolean>;
}

// Our own comment, editable while the network's edit window lasts (screens.md "edit own comment"), with a countdown.
export function EditOwnComment({ text, left, onSave }: EditOwnCommentProps) {
  const { t } = useTranslation('item');
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const countdown = <span className={muted}>{t('edit.left', { time: leftText(t, left) })}</span>;
  if (draft === null)
    return (
      <div className={row}>
        <Button variant="secondary" onPress={() => setDraft(text)}>
          {t('edit.action')}
        </Button>
        {countdown}
      </div>
    );
  const save = async () => {
    setSaving(true);
    const ok = await onSave(draft);
    setSaving(false);
    if (ok) setDraft(null);
  };
  return (
    <div className={column}>
      <TextField value={draft} onChange={setDraft} maxLength={REPLY_TEXT_MAX} autoFocus>
        <Label className={labelClass}>{t('edit.label')}</Label>
        <TextArea className={textarea} />
      </TextField>
      <div className={row}>
        <Button isPending={saving} isDisabled={draft.trim() === '' || left <= 0} onPress={() => void save()}>
          {t('edit.save')}
        </Button>
        <Button variant="secondary" onPress={() => setDraft(null)}>
          {t('edit.cancel')}
        </Button>
        {countdown}
      </div>
    </div>
  );
}
