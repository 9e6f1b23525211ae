// The accounts route group: the account list, the add-account page and its success page, the accounts in error.
export { AccountsScreen, AccountAddScreen, AccountAddSuccessScreen, ErrorsScreen } from '@console/ui/screens/accounts';
