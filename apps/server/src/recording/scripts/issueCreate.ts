// Creating issues and the links back (docs/issues.md "Screens: creating issues"; docs/mocks.md). `issueLinks`: the
// issues of every comment and chat an item or chat page story opens, as the user who opens it (none yet: the test seed
// has no issues), replayed with the world. `issueCreate`: an issue made from a comment, from a chat, from two comments
// (the bulk bar) and blank, with the lists read again. `issueLinked`: the comment's and chat's issues afterwards.
import { read, write, type RecordingScript, type ScriptActor, type ScriptStep } from './script.ts';

// The items and chats the recorded item and chat pages open, per user (the recordings' GET v1/items/{id}, v1/chats/{id}).
const ITEM_PAGES: Partial<Record<ScriptActor, readonly number[]>> = {
  administrator: [2, 5, 14, 20, 22, 28, 40, 42, 43, 44, 46, 48],
  operator: [1, 4, 10, 12, 14, 19, 23, 24, 25, 28, 29, 31, 33, 37, 44, 45, 46, 47],
  moderator: [2, 37, 46, 47],
  reader: [46],
};
const CHAT_PAGES: Partial<Record<ScriptActor, readonly number[]>> = {
  operator: [2, 3, 5, 9, 10, 18, 19, 27, 29, 30],
  reader: [10],
  moderator: [10, 13],
  limited: [3],
  administrator: [9],
};

const linksOf = (pages: Partial<Record<ScriptActor, readonly number[]>>, kind: 'items' | 'chats'): ScriptStep[] =>
  Object.entries(pages).flatMap(([as, ids]) => ids!.map((id) => read(as as ScriptActor, `/v1/${kind}/${id}/issues`)));

/** The space of the test seed's demo workspace (the only one with issues on). */
const SPACE = 1;
// What the dialog sends: the title typed, the priority chosen (normal unless changed), nothing left as default.
export const ISSUE_FROM_ITEM = { item_id: 46, title: 'Call the customer back', priority: 'normal' } as const;
export const ISSUE_FROM_CHAT = { chat_id: 10, title: 'Send the replacement', priority: 'high' } as const;
export const ISSUE_FROM_ITEMS = { item_ids: [44, 46], title: 'Two reviews about the delivery', priority: 'normal' } as const;
export const ISSUE_BLANK = { space_id: SPACE, title: 'Check the price list', priority: 'normal' } as const;

export const ISSUE_LINKS_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'issueLinks',
    about: 'the issues of each comment and chat the item and chat page stories open, as their users (none yet)',
    steps: [...linksOf(ITEM_PAGES, 'items'), ...linksOf(CHAT_PAGES, 'chats')],
  },
];

export const ISSUE_CREATE_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'issueCreate',
    about: 'an issue from a comment, a chat, two comments (item_ids) and blank; the linked lists read again',
    steps: [
      read('operator', `/v1/issues/settings?space_id=${SPACE}`),
      read('operator', '/v1/users'),
      read('operator', '/v1/items/46/issues'),
      read('operator', '/v1/items/44/issues'),
      read('operator', '/v1/chats/10/issues'),
      write('operator', 'POST', '/v1/issues', ISSUE_FROM_ITEM),
      read('operator', '/v1/items/46/issues'),
      write('operator', 'POST', '/v1/issues', ISSUE_FROM_CHAT),
      read('operator', '/v1/chats/10/issues'),
      write('operator', 'POST', '/v1/issues', ISSUE_FROM_ITEMS),
      read('operator', '/v1/items/44/issues'),
      read('operator', '/v1/items/46/issues'),
      write('operator', 'POST', '/v1/issues', ISSUE_BLANK),
    ],
  },
  {
    name: 'issueLinked',
    about: 'the comment and the chat with the issues made from them (after issueCreate)',
    steps: [read('operator', '/v1/items/46/issues'), read('operator', '/v1/chats/10/issues')],
  },
];
