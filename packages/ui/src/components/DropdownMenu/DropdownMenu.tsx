import type { ReactNode } from 'react';
import { Header } from 'react-aria-components/Header';
import { Menu, MenuItem, MenuSection, MenuTrigger, type MenuItemProps, type MenuSectionProps } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { check, header, item, itemBody, itemDescription, menu, popover, section } from './DropdownMenu.css.ts';

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
    <MenuTrigger>
      {trigger}
      <Popover placement="bottom end" offset={6} className={popover}>
        <Menu aria-label={label} className={menu}>
          {children}
        </Menu>
      </Popover>
    </MenuTrigger>
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

export function DropdownItem({ icon, leading, children, description, textValue, ...props }: DropdownItemProps) {
  // Typeahead needs the item's text when its content is more than a string.
  const text = textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <MenuItem {...props} textValue={text} className={item}>
      {({ isSelected, selectionMode }) => (
        <>
          {leading ?? (icon ? <Icon name={icon} /> : null)}
          <span className={itemBody}>
            <span>{children}</span>
            {description ? <span className={itemDescription}>{description}</span> : null}
          </span>
          {selectionMode !== 'none' && isSelected ? <Icon name="check" className={check} /> : null}
        </>
      )}
    </MenuItem>
  );
}

export interface DropdownSectionProps extends Omit<MenuSectionProps<object>, 'className' | 'children'> {
  /** A visible heading that also names the group. */
  title?: ReactNode;
  children: ReactNode;
}

export function DropdownSection({ title, children, ...props }: DropdownSectionProps) {
  return (
    <MenuSection {...props} className={section}>
      {title ? <Header className={header}>{title}</Header> : null}
      {children}
    </MenuSection>
  );
}
