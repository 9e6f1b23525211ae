export { StatusMenu, type StatusMenuProps, type StatusMenuGroup, type StatusMenuStatus } from './StatusMenu.tsx';
