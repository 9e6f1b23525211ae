import type { ReactNode } from 'react';
import { Header } from 'react-aria-components/Header';
import { Menu, MenuItem, MenuSection } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import { MenuTriggerContexts } from '../../lazy/triggerContexts.tsx';
import type { MenuTriggerParts } from '../../lazy/LazyMenuTrigger.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { DropdownItemProps, DropdownSectionProps } from './DropdownMenu.tsx';
import { check, header, item, itemBody, itemDescription, menu, popover, section } from './DropdownMenu.css.ts';

// The dropdown's popover and menu, loaded when the menu is first opened (or the page is idle): DropdownMenu.tsx.

export interface DropdownMenuPopoverProps extends MenuTriggerParts {
  label: string;
  children: ReactNode;
}

// A react-aria menu in a popover under its trigger: arrows move, Enter chooses, Esc closes, letters jump (typeahead).
export function DropdownMenuPopover({ label, children, ...parts }: DropdownMenuPopoverProps) {
  return (
    <MenuTriggerContexts {...parts}>
      <Popover placement="bottom end" offset={6} className={popover}>
        <Menu aria-label={label} className={menu}>
          {children}
        </Menu>
      </Popover>
    </MenuTriggerContexts>
  );
}

export function DropdownItemContent({ icon, leading, children, description, textValue, ...props }: DropdownItemProps) {
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

export function DropdownSectionContent({ title, children, ...props }: DropdownSectionProps) {
  return (
    <MenuSection {...props} className={section}>
      {title ? <Header className={header}>{title}</Header> : null}
      {children}
    </MenuSection>
  );
}
