export { AccountExcludeScreen, AccountExcludeMessagesScreen } from './AccountExclude/AccountExcludeScreen.tsx';
export { AccountChatsScreen } from './AccountChats/AccountChatsScreen.tsx';
