import { lazy, type ReactNode } from 'react';
import type { MenuItemProps, MenuSectionProps } from 'react-aria-components/Menu';
import { LazyMenuTrigger } from '../../lazy/LazyMenuTrigger.tsx';
import type { IconName } from '../Icon/Icon.tsx';
import type * as PopoverModule from './DropdownMenuPopover.tsx';

// The menu's code (popover, collection, selection) loads when the menu is first opened or the page is idle; the
// trigger is here at once (quality.md budgets: the top bar's menus are on every signed-in page).
let popoverModule: typeof PopoverModule | null = null;
const loadPopover = () => import('./DropdownMenuPopover.tsx').then((module) => (popoverModule = module));
const DropdownMenuPopover = lazy(() => loadPopover().then((module) => ({ default: module.DropdownMenuPopover })));

export interface DropdownMenuProps {
  /** The trigger: an IconButton (or another RAC Button). */
  trigger: ReactNode;
  /** The menu's accessible name. */
  label: string;
  children: ReactNode;
}

// A react-aria menu in a popover under its trigger: arrows move, Enter chooses, Esc closes, letters jump (typeahead).
export function DropdownMenu({ trigger, label, children }: DropdownMenuProps) {
  return (
    <LazyMenuTrigger
      trigger={trigger}
      preload={loadPopover}
      menu={(parts) => (
        <DropdownMenuPopover {...parts} label={label}>
          {children}
        </DropdownMenuPopover>
      )}
    />
  );
}

export interface DropdownItemProps extends Omit<MenuItemProps, 'className' | 'children'> {
  icon?: IconName;
  /** A leading element instead of an icon (a network badge). */
  leading?: ReactNode;
  children: ReactNode;
  /** A second, muted line (untrusted text is fine: it is rendered as text). */
  description?: ReactNode;
}

// Items and sections render only inside the menu, so their code has loaded with it.
export function DropdownItem(props: DropdownItemProps) {
  const { DropdownItemContent } = popoverModule!;
  return <DropdownItemContent {...props} />;
}

export interface DropdownSectionProps extends Omit<MenuSectionProps<object>, 'className' | 'children'> {
  /** A visible heading that also names the group. */
  title?: ReactNode;
  children: ReactNode;
}

export function DropdownSection(props: DropdownSectionProps) {
  const { DropdownSectionContent } = popoverModule!;
  return <DropdownSectionContent {...props} />;
}
