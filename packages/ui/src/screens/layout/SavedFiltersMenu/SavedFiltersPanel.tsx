import { Suspense, lazy, useEffect, useId, useRef } from 'react';
import { Button as RACButton } from 'react-aria-components/Button';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Link } from 'react-aria-components/Link';
import { Popover } from 'react-aria-components/Popover';
import { useTranslation } from 'react-i18next';
import { DialogTriggerContexts } from '../../../lazy/triggerContexts.tsx';
import type { DialogTriggerParts } from '../../../lazy/LazyDialogTrigger.tsx';
import { useOnceTrue } from '../../../lazy/useOnceTrue.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { CheckIcon, DeleteIcon } from './icons.tsx';
import type { SavedFiltersMenuProps } from './SavedFiltersMenu.tsx';
import * as css from './SavedFiltersMenu.css.ts';

// The save and delete dialogs load when first opened (quality.md budgets).
const SaveFilterDialog = lazy(() => import('./SaveFilterDialog.tsx').then((m) => ({ default: m.SaveFilterDialog })));
const DeleteFilterDialog = lazy(() => import('./DeleteFilterDialog.tsx').then((m) => ({ default: m.DeleteFilterDialog })));

export type SavedFiltersPanelProps = DialogTriggerParts & Omit<SavedFiltersMenuProps, 'defaultOpen'>;

// The saved-filters panel, loaded when it is first opened (or the page is idle): SavedFiltersMenu.tsx.
export function SavedFiltersPanel({ state, triggerRef, overlayProps, ...props }: SavedFiltersPanelProps) {
  const { t } = useTranslation('filters');
  const reasonId = useId();
  const saveNeeded = useOnceTrue(props.save !== null);
  const deleteNeeded = useOnceTrue(props.deleting !== null);
  const panelRef = useRef<HTMLElement>(null);
  const dialogOpen = props.deleting !== null || props.save !== null;
  // A deleted row takes its focused button with it, before or after the confirmation closes: once both are done,
  // focus that fell to the page comes back to the panel (the dialogs restore focus one frame after they close).
  useEffect(() => {
    if (dialogOpen) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active === null || active === document.body) panelRef.current?.focus();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [dialogOpen, props.filters.length]);
  return (
    <DialogTriggerContexts state={state} triggerRef={triggerRef} overlayProps={overlayProps}>
      <Popover placement="bottom end" className={css.popover}>
        <Dialog ref={panelRef} className={css.panel}>
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
                    onPress={() => state.close()}
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
    </DialogTriggerContexts>
  );
}
