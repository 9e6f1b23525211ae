import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDialogTrigger } from '../../../lazy/LazyDialogTrigger.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import type { DeleteFilterState } from './DeleteFilterDialog.tsx';
import type { SaveFilterState } from './SaveFilterDialog.tsx';
import { BookmarkIcon } from './icons.tsx';
import * as css from './SavedFiltersMenu.css.ts';
import { compactWhenNarrow, labelWhenWide } from '../TopBar/barContainer.css.ts';

// The panel's code loads when it is first opened or the page is idle (quality.md budgets); the trigger is here at once.
const loadPanel = () => import('./SavedFiltersPanel.tsx');
const SavedFiltersPanel = lazy(() => loadPanel().then((module) => ({ default: module.SavedFiltersPanel })));

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
export function SavedFiltersMenu({ defaultOpen = false, ...props }: SavedFiltersMenuProps) {
  const { t } = useTranslation('filters');
  const [isOpen, setOpen] = useState(defaultOpen);
  return (
    <LazyDialogTrigger
      isOpen={isOpen}
      onOpenChange={setOpen}
      preload={loadPanel}
      trigger={
        <Button variant="secondary" className={compactWhenNarrow}>
          <BookmarkIcon className={css.triggerIcon} />
          <span className={labelWhenWide}>{t('menu.title')}</span>
        </Button>
      }
      dialog={(parts) => <SavedFiltersPanel {...parts} {...props} />}
    />
  );
}
