// The accounts route group (issue 5): the account list, the add-account page and its success page.
export { AccountsScreen, AccountAddScreen, AccountAddSuccessScreen } from '@console/ui/screens/accounts';
