export { SettingsMenu, type SettingsMenuProps, type SettingsMenuEntry } from './SettingsMenu.tsx';
