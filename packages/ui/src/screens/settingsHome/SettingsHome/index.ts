export { SettingsHomeScreen } from './SettingsHomeScreen.tsx';
export { SettingsHomeView, type SettingsHomeViewProps } from './SettingsHomeView.tsx';
export { SETTINGS_GROUPS } from './settingsSections.ts';
