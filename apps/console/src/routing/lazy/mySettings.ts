// My settings (issue 4): /settings/config.
export { MySettingsScreen as default } from '@console/ui/screens/profile/MySettings';
