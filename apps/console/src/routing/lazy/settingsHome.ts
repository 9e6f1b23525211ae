// The settings home (spec §2.4 ''); the settings subpages come in their own route-group chunks.
export { SettingsHomeScreen as default } from '@console/ui/screens/settingsHome';
