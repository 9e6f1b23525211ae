import { Suspense, lazy, useId, useState } from 'react';
import { Button as RACButton } from 'react-aria-components/Button';
import { Dialog, DialogTrigger, Heading } from 'react-aria-components/Dialog';
import { Link } from 'react-aria-components/Link';
import { Popover } from 'react-aria-components/Popover';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button.tsx';
import { useOnceTrue } from '../../lazy/useOnceTrue.ts';
import type { DeleteFilterState } from './DeleteFilterDialog.tsx';
import type { SaveFilterState } from './SaveFilterDialog.tsx';
import { CheckIcon, DeleteIcon, FilterIcon } from './icons.tsx';
import * as css from './SavedFiltersMenu.css.ts';

// The save and delete dialogs load when first opened (quality.md budgets).
const SaveFilterDialog = lazy(() => import('./SaveFilterDialog.tsx').then((m) => ({ default: m.SaveFilterDialog })));
const DeleteFilterDialog = lazy(() => import('./DeleteFilterDialog.tsx').then((m) => ({ default: m.DeleteFilterDialog })));

export interface SavedFilterEntry {
  id: number;
  name: string;
  /** The same path with the filter's query (spec §2.5: applying a saved filter). */
  href: string;
  /** The current query is this filter's. */
  applied: boolean;
}

export interface SavedFiltersMenuProps {
  /** The saved filters of the current page's section, in their saved order. */
  filters: readonly SavedFilterEntry[];
  /** False when the current query holds no filter to save: the save entry is disabled and says why. */
  canSave: boolean;
  nameMaxLength: number;
  /** The save dialog (null: closed) and its events. */
  save: SaveFilterState | null;
  onSaveStart: () => void;
  onSaveNameChange: (name: string) => void;
  onSaveSubmit: () => void;
  onSaveCancel: () => void;
  /** The delete confirmation (null: closed) and its events. */
  deleting: DeleteFilterState | null;
  onDeleteStart: (id: number) => void;
  onDeleteConfirm: () => void;
  onDeleteCancel: () => void;
  /** Stories open the panel at once. */
  defaultOpen?: boolean;
}

/**
 * Saved filters of the top bar (spec §2.5, §5): a panel listing the page's filters as links that apply them, a delete
 * button beside each (a menu could not hold it: a menu item may not contain another control), and 'Save current
 * filter…'. The save and delete dialogs open over the panel, which stays, so the list is seen to change.
 */
export function SavedFiltersMenu(props: SavedFiltersMenuProps) {
  const { t } = useTranslation('filters');
  const [isOpen, setOpen] = useState(props.defaultOpen ?? false);
  const reasonId = useId();
  const saveNeeded = useOnceTrue(props.save !== null);
  const deleteNeeded = useOnceTrue(props.deleting !== null);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant="secondary">
        <FilterIcon className={css.triggerIcon} />
        {t('menu.title')}
      </Button>
      <Popover placement="bottom end" className={css.popover}>
        <Dialog className={css.panel}>
          <Heading slot="title" className={css.heading}>
            {t('menu.title')}
          </Heading>
          {props.filters.length === 0 ? (
            <p className={css.muted}>{t('menu.empty')}</p>
          ) : (
            <ul className={css.list}>
              {props.filters.map((filter) => (
                <li key={filter.id} className={css.row}>
                  <Link
                    href={filter.href}
                    className={css.filterLink}
                    aria-current={filter.applied ? 'true' : undefined}
                    onPress={() => setOpen(false)}
                  >
                    <span className={css.linkName}>{filter.name}</span>
                    {filter.applied ? <CheckIcon className={css.check} label={t('menu.applied')} /> : null}
                  </Link>
                  <RACButton
                    className={css.iconButton}
                    aria-label={t('menu.delete', { name: filter.name })}
                    onPress={() => props.onDeleteStart(filter.id)}
                  >
                    <DeleteIcon />
                  </RACButton>
                </li>
              ))}
            </ul>
          )}
          <div className={css.footer}>
            <Button
              variant="ghost"
              isDisabled={!props.canSave}
              onPress={props.onSaveStart}
              aria-describedby={props.canSave ? undefined : reasonId}
            >
              {t('menu.save')}
            </Button>
            {props.canSave ? null : (
              <p id={reasonId} className={css.muted}>
                {t('menu.nothingToSave')}
              </p>
            )}
          </div>
          <Suspense fallback={null}>
            {saveNeeded ? (
              <SaveFilterDialog
                state={props.save}
                nameMaxLength={props.nameMaxLength}
                onNameChange={props.onSaveNameChange}
                onSubmit={props.onSaveSubmit}
                onCancel={props.onSaveCancel}
              />
            ) : null}
            {deleteNeeded ? (
              <DeleteFilterDialog state={props.deleting} onConfirm={props.onDeleteConfirm} onCancel={props.onDeleteCancel} />
            ) : null}
          </Suspense>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
