import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import * as css from '../items.css.ts';

// screens.md "Keyboard": every shortcut of the inbox, listed by the ? key.
export const SHORTCUTS = [
  ['J', 'next'],
  ['K', 'previous'],
  ['Enter', 'open'],
  ['R', 'reply'],
  ['/', 'template'],
  ['E', 'close'],
  ['T', 'tag'],
  ['A', 'assign'],
  ['P', 'priority'],
  ['B', 'block'],
  ['X', 'select'],
  ['Ctrl/Cmd+K', 'palette'],
  ['?', 'help'],
  ['Esc', 'back'],
] as const;

export function ShortcutsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('items');
  return (
    <Dialog title={t('keys.title')} isOpen={isOpen} onClose={onClose} closeLabel={t('keys.dismiss')}>
      <dl className={css.keys}>
        {SHORTCUTS.map(([key, action]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>
              <kbd className={css.kbd}>{key}</kbd>
            </dt>
            <dd style={{ margin: 0 }}>{t(`keys.${action}`)}</dd>
          </div>
        ))}
      </dl>
      <p className={css.muted}>{t('keys.textFields')}</p>
    </Dialog>
  );
}
