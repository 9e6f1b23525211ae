import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/IconButton/IconButton.tsx';
import { actions as actionsClass, bar, hamburger, leading, title as titleClass } from './TopBar.css.ts';

export interface TopBarProps {
  /** The page title (from the route registry). */
  title: string;
  /** Opens the main menu drawer (the hamburger shows on a phone only). */
  onOpenMenu: () => void;
  menuOpen: boolean;
  /** spec §2.5: a back arrow on item, issue and author pages and on settings subpages. */
  onBack?: (() => void) | null;
  /** The filter button, the status, billing, errors, settings and user menus, in order. */
  actions: ReactNode;
}

// spec §2.5: the top bar — hamburger (phone), back arrow, title, then the page's and the user's controls.
export function TopBar({ title, onOpenMenu, menuOpen, onBack, actions }: TopBarProps) {
  const { t } = useTranslation('shell');
  return (
    <header className={bar}>
      <div className={leading}>
        <IconButton
          icon="menu"
          label={t('menu.open')}
          onPress={onOpenMenu}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          className={hamburger}
        />
        {onBack ? <IconButton icon="back" label={t('back')} onPress={onBack} /> : null}
        <p className={titleClass}>{title}</p>
      </div>
      <div className={actionsClass}>{actions}</div>
    </header>
  );
}
