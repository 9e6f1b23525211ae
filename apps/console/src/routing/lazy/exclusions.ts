// An account's exclusions and chat settings (spec §2.4 accounts/{id}/exclude, exclude_messages, chats): one chunk.
export { AccountExcludeScreen, AccountExcludeMessagesScreen, AccountChatsScreen } from '@console/ui/screens/exclusions';
