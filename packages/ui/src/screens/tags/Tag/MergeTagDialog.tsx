import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedTag } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { alert, row, stack, text } from '../../layout/SettingsPage.css.ts';

export interface MergeTagDialogProps {
  tag: ManagedTag;
  /** The other tags of its space, the targets offered. */
  targets: readonly ManagedTag[];
  /** How many tags sit inside this one (they move under the target). */
  children: number;
  pending: boolean;
  error: string | null;
  onMerge: (intoId: number) => void;
  onClose: () => void;
}

// "Merge into…" on the tag page (screens.md "Settings records": tags with merge): the target picked, what happens said
// first (its comments get the target, its child tags move under it, it goes), then POST v1/tags/{id}/merge.
export function MergeTagDialog({ tag, targets, children, pending, error, onMerge, onClose }: MergeTagDialogProps) {
  const { t } = useTranslation('tags');
  const [intoId, setIntoId] = useState<number | null>(targets[0]?.id ?? null);
  const into = targets.find((one) => one.id === intoId) ?? null;
  return (
    <Dialog role="alertdialog" title={t('mergeTag.title', { name: tag.name })} isOpen onClose={onClose} isDismissable={!pending}>
      <div className={stack}>
        {into ? (
          <>
            <Select
              label={t('mergeTag.into')}
              options={targets.map((one) => ({ id: one.id, label: one.name }))}
              value={into.id}
              onChange={setIntoId}
              isDisabled={pending}
            />
            <p className={text}>
              {[
                t('mergeTag.items', { count: tag.items_count, name: tag.name, into: into.name }),
                children > 0 ? t('mergeTag.children', { count: children, into: into.name }) : '',
              ].join(' ')}
            </p>
          </>
        ) : (
          <p className={text}>{t('mergeTag.noOther')}</p>
        )}
        <div role="alert" className={error ? alert : undefined}>
          {error}
        </div>
        <div className={row}>
          {into ? (
            <Button variant="danger" isPending={pending} onPress={() => onMerge(into.id)}>
              {t('mergeTag.confirm')}
            </Button>
          ) : null}
          <Button variant="secondary" isDisabled={pending} onPress={onClose}>
            {t('form.cancel')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
