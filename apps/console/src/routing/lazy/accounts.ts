// The accounts route group: the account list, the add-account page and its success page.
export { AccountsScreen, AccountAddScreen, AccountAddSuccessScreen } from '@console/ui/screens/accounts';
