// The people who wrote to the space's accounts (/chats/authors): a chunk of its own, as the chats list.
export { ChatAuthorsScreen } from '@console/ui/screens/chats';
