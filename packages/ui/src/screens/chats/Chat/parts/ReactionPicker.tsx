import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReactionValue } from '@console/api/contract';
import { Button } from '../../../../components/Button/Button.tsx';
import { picker, pickerButton } from './chat.css.ts';
import type { ReactionView } from './reactionView.ts';

export interface ReactionPickerProps {
  /** The network's set (spec §3: VK numeric codes, the Telegram list, 12 WhatsApp emoji). */
  reactionSet: readonly ReactionValue[];
  /** Our reaction on the message, if any: choosing it again removes it. */
  current: ReactionValue | null;
  /** Its symbol and spoken name (reactionView: VK codes show as their emoji). */
  describe: (value: ReactionValue) => ReactionView;
  onChoose: (value: ReactionValue | null) => void;
}

// A disclosure of toggle buttons (one per reaction of the network): small, keyboard operable, no popover code.
export function ReactionPicker({ reactionSet, current, describe, onChoose }: ReactionPickerProps) {
  const { t } = useTranslation('chats');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button variant="secondary" aria-expanded={open} aria-controls={open ? id : undefined} onPress={() => setOpen(!open)}>
        {t('message.react')}
      </Button>
      {open ? (
        <div id={id} role="group" aria-label={t('message.reactions')} className={picker}>
          {reactionSet.map((value) => (
            <button
              key={String(value)}
              type="button"
              className={pickerButton}
              aria-pressed={current === value}
              aria-label={current === value ? t('message.removeReaction') : describe(value).name}
              onClick={() => {
                setOpen(false);
                onChoose(current === value ? null : value);
              }}
            >
              {describe(value).symbol}
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
}
