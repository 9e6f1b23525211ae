import { RECENT_EMOJI_LIMIT } from '@console/spec';
import { useTranslation } from 'react-i18next';
import { Button as RACButton } from 'react-aria-components/Button';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import { Button } from '../../../components/Button/Button.tsx';
import { dialog, emojiButton, emojiGrid, heading, popover } from './ReplyComposer.css.ts';

// A small everyday set after the network's recent ones, so the picker is useful before anything is recent.
export const COMMON_EMOJI = ['👍', '🙏', '😊', '❤️', '🙂', '😉', '👌', '🔥', '🎉', '😢', '🤝', '✅'] as const;

export interface EmojiPickerProps {
  /** The network's recent emoji, most recent first (spec §9: 18). */
  recent: readonly string[];
  onPick: (emoji: string) => void;
  isDisabled?: boolean;
  /** Open from the start (stories). */
  defaultOpen?: boolean;
}

function Grid({ emoji, onPick }: { emoji: readonly string[]; onPick: (emoji: string) => void }) {
  return (
    <div className={emojiGrid}>
      {emoji.map((e) => (
        <RACButton key={e} className={emojiButton} onPress={() => onPick(e)} aria-label={e}>
          {e}
        </RACButton>
      ))}
    </div>
  );
}

// screens.md "emoji with the network's 18 most recent": the recent ones first, then the common set.
export function EmojiPicker({ recent, onPick, isDisabled, defaultOpen }: EmojiPickerProps) {
  const { t } = useTranslation('composer');
  const common = COMMON_EMOJI.filter((e) => !recent.includes(e));
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button variant="secondary" isDisabled={isDisabled}>
        {t('emoji')}
      </Button>
      <Popover placement="top start" className={popover}>
        <Dialog aria-label={t('emoji')} className={dialog}>
          {({ close }) => {
            const pick = (emoji: string) => {
              onPick(emoji);
              close();
            };
            return (
              <>
                {recent.length > 0 ? (
                  <>
                    <p className={heading}>{t('recentEmoji')}</p>
                    <Grid emoji={recent.slice(0, RECENT_EMOJI_LIMIT)} onPick={pick} />
                  </>
                ) : null}
                <p className={heading}>{t('allEmoji')}</p>
                <Grid emoji={common} onPick={pick} />
              </>
            );
          }}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
