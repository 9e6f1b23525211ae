import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPLY_TEXT_MAX } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import * as css from '../items.css.ts';

export interface BulkReplyDialogProps {
  isOpen: boolean;
  count: number;
  busy: boolean;
  onSend: (text: string) => void;
  onClose: () => void;
}

// One reply to each selected comment (spec §5 reply rules already checked). A plain text box for now: the full
// reply composer (counters, templates, attachments) replaces it later.
export function BulkReplyDialog({ isOpen, count, busy, onSend, onClose }: BulkReplyDialogProps) {
  const { t } = useTranslation('items');
  const [text, setText] = useState('');
  const id = useId();
  return (
    <Dialog
      title={t('reply.title', { count })}
      isOpen={isOpen}
      onClose={onClose}
      closeLabel={t('reply.cancel')}
      isDismissable={!busy}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() !== '') onSend(text);
        }}
      >
        <label htmlFor={id} className={css.muted}>
          {t('reply.label')}
        </label>
        <textarea
          id={id}
          className={css.textarea}
          value={text}
          maxLength={REPLY_TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
        />
        <div className={css.toolbar}>
          <Button type="submit" isPending={busy} isDisabled={text.trim() === ''}>
            {t('reply.send')}
          </Button>
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>
            {t('reply.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
