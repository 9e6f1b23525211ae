export { MailSenderScreen } from './MailSenderScreen.tsx';
