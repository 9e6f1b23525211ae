// The workspace's settings: /settings/workinghours (and other, email, as they come).
export { MailSenderScreen, OtherSettingsScreen, WorkingHoursScreen } from '@console/ui/screens/workspaceSettings';
