// The people who wrote to the space's accounts (issue 7, /chats/authors): a chunk of its own, as the chats list.
export { ChatAuthorsScreen } from '@console/ui/screens/chats';
