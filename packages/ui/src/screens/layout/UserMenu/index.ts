export { UserMenu, type UserMenuProps, type UserMenuLink, type ShellTheme } from './UserMenu.tsx';
