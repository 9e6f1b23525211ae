export { DropdownMenu, DropdownItem, DropdownSection, type DropdownMenuProps, type DropdownItemProps } from './DropdownMenu.tsx';
