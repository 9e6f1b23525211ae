import { useTranslation } from 'react-i18next';
import { Dialog } from '../Dialog/Dialog.tsx';
import type { MacroShortcut } from './macroShortcuts.ts';
import { keyLabel, type Shortcut } from './shortcutTables.ts';
import * as css from './Shortcuts.css.ts';

export interface ShortcutsDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The keys that work on the current screen (shortcutsOf). */
  shortcuts: readonly Shortcut[];
  /** The macros' chords that work on the page (docs/macros.md), after the keys. */
  macros?: readonly MacroShortcut[];
}

// screens.md "Keyboard": the cheat sheet (its strings a lazy namespace: the /login bundle stays within budget) the ? key opens, listing exactly the current screen's working keys.
export function ShortcutsDialog({ isOpen, onClose, shortcuts, macros = [] }: ShortcutsDialogProps) {
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
      {macros.length > 0 ? (
        <>
          <h3 className={css.action}>{t('macros')}</h3>
          <dl className={css.keys}>
            {macros.map(({ shortcut, name }) => (
              <div key={shortcut} className={css.entry}>
                <dt>
                  <kbd className={css.kbd}>{shortcut}</kbd>
                </dt>
                {/* The macro's name is an administrator's text: shown as text. */}
                <dd className={css.action}>{name}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <p className={css.note}>{t('textFields')}</p>
    </Dialog>
  );
}
