import { useTranslation } from 'react-i18next';
import { Dialog } from '../Dialog/Dialog.tsx';
import { keyLabel, type Shortcut } from './shortcutTables.ts';
import * as css from './Shortcuts.css.ts';

export interface ShortcutsDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The keys that work on the current screen (shortcutsOf). */
  shortcuts: readonly Shortcut[];
}

// screens.md "Keyboard": the cheat sheet (its strings a lazy namespace: the /login bundle stays within budget) the ? key opens, listing exactly the current screen's working keys.
export function ShortcutsDialog({ isOpen, onClose, shortcuts }: ShortcutsDialogProps) {
  const { t } = useTranslation('shortcuts');
  return (
    <Dialog title={t('title')} isOpen={isOpen} onClose={onClose} closeLabel={t('dismiss')}>
      <dl className={css.keys}>
        {shortcuts.map(({ key, action }) => (
          <div key={key} className={css.entry}>
            <dt>
              <kbd className={css.kbd}>{keyLabel(key)}</kbd>
            </dt>
            <dd className={css.action}>{t(`actions.${action}`)}</dd>
          </div>
        ))}
      </dl>
      <p className={css.note}>{t('textFields')}</p>
    </Dialog>
  );
}
