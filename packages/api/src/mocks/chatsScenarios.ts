import { http, HttpResponse } from 'msw';
import { CHAT_AUTHORS_PATH, CHATS_COUNTS_PATH, CHATS_PATH, type Chat, type ChatAuthor } from '../contract/chats.ts';
import { any, failures } from './scenarioHelpers.ts';

/**
 * A fixed page of chats: one author's many chats, which the test seed cannot hold (one account per network, so one
 * chat per author there).
 */
export const chatsPageAnswer = (items: readonly Chat[]) => [
  http.get(any(CHATS_PATH), () => HttpResponse.json({ items, next_cursor: null })),
];

/**
 * A fixed page of chat authors: names or chat counts the test seed cannot hold (the whole hostile corpus; an author
 * with chats through two accounts of one network).
 */
export const chatAuthorsPageAnswer = (items: readonly ChatAuthor[]) => [
  http.get(any(CHAT_AUTHORS_PATH), () => HttpResponse.json({ items, next_cursor: null })),
];

// Scenarios of private messages, merged into `scenarios` (scenarios.ts).
export const chatsScenarios = {
  chats: {
    empty: [
      http.get(any(CHATS_COUNTS_PATH), () => HttpResponse.json({ mine: 0, unassigned: 0, all: 0, unread: 0 })),
      http.get(any(CHATS_PATH), () => HttpResponse.json({ items: [], next_cursor: null })),
    ],
    ...failures('get', CHATS_PATH),
  },
  chat: {
    // A chat without a message yet: the server's new chat has its 'created' line, so no recording shows it.
    emptyThread: [
      http.get(any(`${CHATS_PATH}/:id/messages`), () =>
        HttpResponse.json({ items: [], before_cursor: null, after_cursor: null }),
      ),
    ],
    ...failures('get', `${CHATS_PATH}/:id`),
  },
  chatAuthors: {
    empty: [http.get(any(CHAT_AUTHORS_PATH), () => HttpResponse.json({ items: [], next_cursor: null }))],
    ...failures('get', CHAT_AUTHORS_PATH),
  },
};
