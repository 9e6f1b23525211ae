// The email dialog every signed-in page gets while the address is unconfirmed (spec §2.5, §4).
export { EmailConfirmation as default } from '@console/ui/screens/session';
