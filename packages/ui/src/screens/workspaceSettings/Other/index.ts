export { OtherSettingsScreen } from './OtherSettingsScreen.tsx';
