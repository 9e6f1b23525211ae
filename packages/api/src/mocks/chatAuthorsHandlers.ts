import { http, HttpResponse, type HttpHandler } from 'msw';
import { CHAT_AUTHORS_PATH, type ChatAuthor, type ChatAuthorsPage } from '../contract/chats.ts';
import type { ErrorBody } from '../contract/errors.ts';
import { AuthorsQuery } from '../contract/items.ts';
import { authorsPageOf, listAuthors } from './authorsHandlers.ts';
import { chatsStoreOf, queryOf } from './chatsHandlers.ts';
import { authenticate, errorAnswer } from './respond.ts';
import type { MockState } from './state.ts';
import type { User } from '../contract/user.ts';
import { chatVisibleTo } from './usergroupsFixtures.ts';

/**
 * The authors of the state's chats the user sees with their chats' count, accounts and last time, as the server's
 * withChatFacts (a user limited to their groups: of their chats only, spec §1).
 */
export function chatAuthorsOf(state: MockState, user: Pick<User, 'id'>): ChatAuthor[] {
  const byId = new Map<number, ChatAuthor>();
  // Newest chat first: its copy of the author is the freshest one (name, labels, block).
  const chats = chatsStoreOf(state)
    .chats.filter(chatVisibleTo(user))
    .sort((a, b) => b.updated_at - a.updated_at || b.id - a.id);
  for (const chat of chats) {
    const known = byId.get(chat.author.id);
    if (!known) {
      byId.set(chat.author.id, { ...chat.author, chats_count: 1, object_ids: [chat.object_id], last_chat_at: chat.updated_at });
      continue;
    }
    known.chats_count += 1;
    if (!known.object_ids.includes(chat.object_id))
      known.object_ids = [...known.object_ids, chat.object_id].sort((a, b) => a - b);
  }
  return [...byId.values()];
}

// GET v1/chats/authors: the authors who have a chat, most recently active first, keyset-paged like
// v1/items/authors. Before chatsHandlers: v1/chats/authors would otherwise match v1/chats/:id.
export function chatAuthorsHandlers(host: string, state: MockState): HttpHandler[] {
  return [
    http.get<never, never, ChatAuthorsPage | ErrorBody>(`${host}${CHAT_AUTHORS_PATH}`, ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const query = AuthorsQuery.safeParse(queryOf(new URL(request.url)));
      if (!query.success) return errorAnswer(request, 400, 'badRequest');
      const rows = listAuthors(chatAuthorsOf(state, auth.user), query.data);
      if (rows === null) return errorAnswer(request, 400, 'badRequest');
      return HttpResponse.json(authorsPageOf(rows, query.data.limit));
    }),
  ];
}
