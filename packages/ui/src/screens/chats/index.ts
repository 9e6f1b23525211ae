export { ChatsScreen } from './Chats/ChatsScreen.tsx';
export { ChatScreen } from './Chat/ChatScreen.tsx';
export { NewChatDialog } from './NewChat/NewChatDialog.tsx';
export { ChatAuthorsScreen } from './ChatAuthors/ChatAuthorsScreen.tsx';
