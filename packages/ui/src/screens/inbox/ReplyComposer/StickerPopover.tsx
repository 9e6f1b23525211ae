import { useTranslation } from 'react-i18next';
import { Button as RACButton } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import { stickerImagePath } from '@console/api/contract';
import type { DialogTriggerParts } from '../../../lazy/LazyDialogTrigger.tsx';
import { DialogTriggerContexts } from '../../../lazy/triggerContexts.tsx';
import type { StickerChoice } from './StickerPicker.tsx';
import { dialog, heading, popover, stickerButton, stickerGrid, stickerImage } from './ReplyComposer.css.ts';

// The stickers of the account's sets, set by set; a press sends one and closes the popover (StickerPicker.tsx).
export function StickerPopover({ choice, ...parts }: DialogTriggerParts & { choice: StickerChoice }) {
  const { t } = useTranslation('composer');
  return (
    <DialogTriggerContexts {...parts}>
      <Popover placement="top start" className={popover}>
        <Dialog className={dialog}>
          {({ close }) =>
            choice.sets.map((set) => (
              <section key={set.id} aria-label={set.name}>
                <p className={heading}>{set.name}</p>
                <div className={stickerGrid}>
                  {set.stickers.map((sticker) => {
                    const src = choice.resolveUrl(stickerImagePath(sticker.id));
                    return (
                      <RACButton
                        key={sticker.id}
                        className={stickerButton}
                        aria-label={t('stickers.send', { name: sticker.name })}
                        onPress={() => {
                          choice.onPick(sticker.id);
                          close();
                        }}
                      >
                        {src ? <img className={stickerImage} src={src} alt="" /> : null}
                      </RACButton>
                    );
                  })}
                </div>
              </section>
            ))
          }
        </Dialog>
      </Popover>
    </DialogTriggerContexts>
  );
}
