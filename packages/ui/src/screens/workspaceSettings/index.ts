export { WorkingHoursScreen } from './WorkingHours/index.ts';
export { OtherSettingsScreen } from './Other/index.ts';
export { MailSenderScreen } from './Email/index.ts';
