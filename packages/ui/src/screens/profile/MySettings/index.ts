export { MySettingsScreen } from './MySettingsScreen.tsx';
export { MySettingsView, type MySettingsViewProps } from './MySettingsView.tsx';
