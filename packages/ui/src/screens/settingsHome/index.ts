export { SettingsHomeScreen, SettingsHomeView, SETTINGS_GROUPS, type SettingsHomeViewProps } from './SettingsHome/index.ts';
