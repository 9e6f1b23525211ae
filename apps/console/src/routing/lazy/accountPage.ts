// settings/accounts/{id} and the pages under it (spec §2.4; docs/accounts.md): one screen that picks the page by its path.
export { AccountPageScreen as default } from '@console/ui/screens/accounts';
