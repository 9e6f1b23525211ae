// My settings: /settings/config.
export { MySettingsScreen as default } from '@console/ui/screens/profile/MySettings';
