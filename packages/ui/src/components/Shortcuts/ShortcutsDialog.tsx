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

// screens.md "Keyboard": the cheat sheet the ? key opens, listing exactly the current screen's working keys.
export function ShortcutsDialog({ isOpen, onClose, shortcuts }: ShortcutsDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog title={t('shortcuts.title')} isOpen={isOpen} onClose={onClose} closeLabel={t('shortcuts.dismiss')}>
      <dl className={css.keys}>
        {shortcuts.map(({ key, action }) => (
          <div key={key} className={css.entry}>
            <dt>
              <kbd className={css.kbd}>{keyLabel(key)}</kbd>
            </dt>
            <dd className={css.action}>{t(`shortcuts.actions.${action}`)}</dd>
          </div>
        ))}
      </dl>
      <p className={css.note}>{t('shortcuts.textFields')}</p>
    </Dialog>
  );
}
