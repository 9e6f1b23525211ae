import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCK_DURATIONS, BLOCK_REASONS, type AuthorBlock, type BlockDuration, type BlockReason } from '@console/api/contract';
import { Button } from '../../../../components/Button/Button.tsx';
import { Dialog } from '../../../../components/Dialog/Dialog.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { AuthorName } from '../../../inbox/parts/AuthorName.tsx';
import { column, row } from '../../../inbox/parts/detail.css.ts';

export interface BlockDialogProps {
  isOpen: boolean;
  authorName: string;
  onClose: () => void;
  onBlock: (block: AuthorBlock) => Promise<boolean>;
}

// Block the author (spec §3 value sets): a duration (1 hour … forever) and a reason (spam … other).
export function BlockDialog({ isOpen, authorName, onClose, onBlock }: BlockDialogProps) {
  const { t } = useTranslation('item');
  const [duration, setDuration] = useState<BlockDuration>('1w');
  const [reason, setReason] = useState<BlockReason>('spam');
  const [pending, setPending] = useState(false);
  const submit = async () => {
    setPending(true);
    const ok = await onBlock({ duration, reason });
    setPending(false);
    if (ok) onClose();
  };
  return (
    <Dialog title={t('block.title')} isOpen={isOpen} onClose={onClose} closeLabel={t('block.close')} isDismissable={!pending}>
      <form
        className={column}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <AuthorName name={authorName} />
        <Select
          label={t('block.duration')}
          options={BLOCK_DURATIONS.map((id) => ({ id, label: t(`block.durations.${id}`) }))}
          value={duration}
          onChange={setDuration}
        />
        <Select
          label={t('block.reason')}
          options={BLOCK_REASONS.map((id) => ({ id, label: t(`block.reasons.${id}`) }))}
          value={reason}
          onChange={setReason}
        />
        <div className={row}>
          <Button type="submit" variant="danger" isPending={pending}>
            {t('block.submit')}
          </Button>
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>
            {t('block.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
