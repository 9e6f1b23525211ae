// The accounts route group: the account list, the add-account page and its success page; under accounts/{id} the
// exclusions of comments and messages and the account's chats (one group: a new group's preload list costs the frame).
export { AccountsScreen, AccountAddScreen, AccountAddSuccessScreen } from '@console/ui/screens/accounts';
export { AccountExcludeScreen, AccountExcludeMessagesScreen, AccountChatsScreen } from '@console/ui/screens/exclusions';
