// settings/accounts/{id} and the pages under it (spec §2.4; docs/accounts.md, docs/exclusions.md): the account's page
// and its reactions page (one screen that picks the page by its path), the exclusions of comments and of messages and
// the account's chats.
export { AccountPageScreen } from '@console/ui/screens/accounts';
export { AccountExcludeScreen, AccountExcludeMessagesScreen, AccountChatsScreen } from '@console/ui/screens/exclusions';
