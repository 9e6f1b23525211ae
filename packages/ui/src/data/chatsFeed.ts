import {
  Chat,
  Message,
  type ChatMessagesMessage,
  type ChatsGoneMessage,
  type ChatsMessage,
  type TypingMessage,
} from '@console/api/contract';

/** What the chats feed carries from the socket. */
export type ChatsFeedMessage = ChatsMessage | ChatMessagesMessage | TypingMessage | ChatsGoneMessage;

export type ChatsFeedEvent =
  | { method: ChatsMessage['method']; chats: Chat[] }
  | ChatsGoneMessage
  | { method: ChatMessagesMessage['method']; chatId: number; messages: Message[] }
  | { method: 'typing'; chatId: number; until: number };

const parsed = <T>(schema: { safeParse: (raw: unknown) => { success: boolean; data?: T } }, rows: readonly unknown[]): T[] =>
  rows.flatMap((raw) => {
    const result = schema.safeParse(raw);
    return result.success ? [result.data as T] : [];
  });

// Chats and messages from the one socket (as itemsFeed for items), handed to the open chats list and chat
// page, and chats gone out of a limited user's reach (spec §1). Each entry is checked against the chats contract
// here: the shell's socket code keeps them loose.
export function createChatsFeed() {
  const listeners = new Set<(event: ChatsFeedEvent) => void>();
  const emit = (event: ChatsFeedEvent) => listeners.forEach((listener) => listener(event));
  return {
    publish(messages: readonly ChatsFeedMessage[]): void {
      for (const message of messages) {
        if (message.method === 'typing') emit({ method: 'typing', chatId: message.chat_id, until: message.until });
        else if (message.method === 'chats.gone') emit(message);
        else if ('chats' in message) {
          const chats = parsed<Chat>(Chat, message.chats);
          if (chats.length > 0) emit({ method: message.method, chats });
        } else {
          const rows = parsed<Message>(Message, message.messages);
          if (rows.length > 0) emit({ method: message.method, chatId: message.chat_id, messages: rows });
        }
      }
    },
    subscribe(listener: (event: ChatsFeedEvent) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type ChatsFeed = ReturnType<typeof createChatsFeed>;
export const chatsFeed = createChatsFeed();
