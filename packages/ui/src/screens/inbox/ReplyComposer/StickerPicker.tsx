import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { StickerSetEntry } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { LazyDialogTrigger } from '../../../lazy/LazyDialogTrigger.tsx';

// The popover's code loads when it is first opened or the page is idle (quality.md budgets); the button is here at once.
const loadPopover = () => import('./StickerPopover.tsx');
const StickerPopover = lazy(() => loadPopover().then((module) => ({ default: module.StickerPopover })));

export interface StickerChoice {
  /** The sets the account offers (offeredStickerSets: settings/accounts/{id}/stickers). */
  sets: readonly StickerSetEntry[];
  /** A picture's address on the API host (the attachments' URL sanitiser). */
  resolveUrl: (url: string) => string | null;
  /** Sends the sticker as a message of its own. */
  onPick: (stickerId: string) => void;
}

// spec §2.4 stickers: the composer's sticker button, for an account with sets turned on.
export function StickerPicker({ choice, isDisabled }: { choice: StickerChoice; isDisabled?: boolean }) {
  const { t } = useTranslation('composer');
  return (
    <LazyDialogTrigger
      preload={loadPopover}
      trigger={
        <Button variant="secondary" isDisabled={isDisabled}>
          {t('stickers.button')}
        </Button>
      }
      dialog={(parts) => <StickerPopover {...parts} choice={choice} />}
    />
  );
}
