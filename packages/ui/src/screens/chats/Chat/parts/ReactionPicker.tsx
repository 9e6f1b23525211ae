import { useTranslation } from 'react-i18next';
import { Button as RACButton } from 'react-aria-components/Button';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import type { ReactionValue } from '@console/api/contract';
import { Button } from '../../../../components/Button/Button.tsx';
import { picker, pickerButton, pickerPopover } from './chat.css.ts';
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

// The network's reactions in a popover over the thread (as the composer's emoji), so opening it never stretches the
// bubble nor moves the thread; toggle buttons, keyboard operable, Esc closes and gives focus back.
export function ReactionPicker({ reactionSet, current, describe, onChoose }: ReactionPickerProps) {
  const { t } = useTranslation('chats');
  return (
    <DialogTrigger>
      <Button variant="secondary">{t('message.react')}</Button>
      <Popover placement="top" className={pickerPopover}>
        <Dialog aria-label={t('message.reactions')}>
          {({ close }) => (
            <div role="group" aria-label={t('message.reactions')} className={picker}>
              {reactionSet.map((value) => (
                <RACButton
                  key={String(value)}
                  className={pickerButton}
                  aria-pressed={current === value}
                  aria-label={current === value ? t('message.removeReaction') : describe(value).name}
                  onPress={() => {
                    close();
                    onChoose(current === value ? null : value);
                  }}
                >
                  {describe(value).symbol}
                </RACButton>
              ))}
            </div>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
