// The accounts route group: the account list, the add-account page and its success page.
export { AccountsScreen, AccountAddScreen, AccountAddSuccessScreen } from '@console/ui/screens/accounts';
// settings/accounts/{id} and its reactions page (spec §2.4; docs/accounts.md).
export { AccountPageScreen } from '@console/ui/screens/accounts';
