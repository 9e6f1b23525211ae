import { describe, expect, it } from 'vitest';
import type { Chat, Message } from '@console/api/contract';
import { RECORDINGS } from '@console/api/mocks';
import { createChatsFeed, type ChatsFeedEvent } from './chatsFeed.ts';
import { planSocketMessages } from './socketMessages.ts';

describe('chats feed (one socket, checked against the chats contract)', () => {
  it('routes chats, messages and typing from the socket plan, dropping entries that do not parse', () => {
    // A chat and a message as the server answered them on the test seed (docs/mocks.md).
    const chats = (RECORDINGS.chatsList.steps[0]!.answer as { items: Chat[] }).items;
    const messages = (RECORDINGS.chatThread.steps[1]!.answer as { items: Message[] }).items;
    const plan = planSocketMessages([
      { method: 'chats.new', chats: [chats[0]!, { id: 5 }] },
      { method: 'messages.changed', chat_id: chats[0]!.id, messages: [messages[0]!] },
      { method: 'typing', chat_id: 2, until: 123 },
      { method: 'chats.gone', ids: [4] },
      { method: 'items.new', items: [] },
    ]);
    expect(plan.chats).toHaveLength(4);
    const feed = createChatsFeed();
    const seen: ChatsFeedEvent[] = [];
    const stop = feed.subscribe((event) => seen.push(event));
    feed.publish(plan.chats);
    stop();
    feed.publish(plan.chats);
    expect(seen).toEqual([
      { method: 'chats.new', chats: [chats[0]] },
      { method: 'messages.changed', chatId: chats[0]!.id, messages: [messages[0]] },
      { method: 'typing', chatId: 2, until: 123 },
      { method: 'chats.gone', ids: [4] },
    ]);
  });
});
