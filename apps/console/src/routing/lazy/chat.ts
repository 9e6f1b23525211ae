// The chat page with its thread (issue 7); the reply composer it shares with the item page is a chunk of its own.
export { ChatScreen } from '@console/ui/screens/chats';
