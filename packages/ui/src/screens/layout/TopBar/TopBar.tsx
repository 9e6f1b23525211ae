import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/IconButton/IconButton.tsx';
import { usePhoneWidth } from '../usePhoneWidth.ts';
import { actions as actionsClass, bar, hamburger, leading, title as titleClass } from './TopBar.css.ts';
import { TopBarMore } from './TopBarMore.tsx';

/** A control of the top bar; `overflows`: on a phone it moves under "More". */
export interface TopBarAction {
  key: string;
  node: ReactNode;
  overflows?: boolean;
}

export interface TopBarProps {
  /** The page title (from the route registry). */
  title: string;
  /** Opens the main menu drawer (the hamburger shows on a phone only). */
  onOpenMenu: () => void;
  menuOpen: boolean;
  /** spec §2.5: a back arrow on item, issue and author pages and on settings subpages. */
  onBack?: (() => void) | null;
  /** The filter button, the status, billing, errors, settings and user menus, in order (absent ones left out). */
  actions: readonly TopBarAction[];
}

// spec §2.5: the top bar — hamburger (phone), back arrow, title, then the page's and the user's controls. One row at
// every width: on a phone the controls marked `overflows` go under "More", with their names.
export function TopBar({ title, onOpenMenu, menuOpen, onBack, actions }: TopBarProps) {
  const { t } = useTranslation('shell');
  const phone = usePhoneWidth();
  const overflow = phone ? actions.filter((action) => action.overflows) : [];
  const shown = phone ? actions.filter((action) => !action.overflows) : actions;
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
      <div className={actionsClass}>
        {shown.map((action) => (
          <Fragment key={action.key}>{action.node}</Fragment>
        ))}
        {overflow.length > 0 ? <TopBarMore actions={overflow} /> : null}
      </div>
    </header>
  );
}
