import type { Attachment } from '../contract/attachments.ts';
import type { Chat, Message } from '../contract/chats.ts';

// Messages and attachments for the component stories of a message and a file (their args; no handler reads them).

/** A demo attachment: the mock host answers its url (mockFiles.ts) with a small picture or file. */
export function demoAttachment(id: number, kind: Attachment['kind'], name: string, size: number): Attachment {
  return {
    id,
    name,
    size,
    mime: kind === 'image' ? 'image/png' : 'application/pdf',
    url: `v1/attachments/${id}?exp=4102444800&sig=demo`,
    kind,
  };
}

export function demoMessage(chat: Chat, id: number, fields: Partial<Message>): Message {
  return {
    id,
    chat_id: chat.id,
    kind: 'message',
    direction: 'in',
    text: '',
    attachments: [],
    reactions: [],
    delivery: null,
    error: null,
    created_at: chat.updated_at,
    operator: null,
    activity: null,
    ...fields,
  };
}
