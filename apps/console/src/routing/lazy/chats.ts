// The private messages list with its new chat dialog: its own chunk (quality.md: 60 KB per lazy route).
export { ChatsScreen } from '@console/ui/screens/chats';
