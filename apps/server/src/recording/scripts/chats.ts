// The chats' scripts (docs/mocks.md): the rules the mocks must not compute (spec §6 the messages flag, §9 statuses,
// §1 roles and user groups). Each write script works on its own test-seed chat, so its reads show only its write:
// chat 10 (Facebook, an image and a file) the thread, 2 (VK) a reply, 3 (Telegram, user group Support) reactions, priority and
// assignment, 5 the failed delivery, 9 assignment, 13 a moderator's close, 19 the close key, 18 hostile texts.
import { COMMENT_STATUSES } from '@console/api/contract';
import { read, write, type EarlierAnswers, type RecordingScript, type ScriptActor } from './script.ts';

const DEFAULT_STATUSES = 'status[]=new&status[]=inprogress';
const EVERY_STATUS = COMMENT_STATUSES.map((status) => `status[]=${status}`).join('&');

// What the chat page reads (spec §7): the chat, its newest messages, the author's chats for the side panel.
export const chatPage = (as: ScriptActor, id: number, authorId: number) => [
  read(as, `/v1/chats/${id}`),
  read(as, `/v1/chats/${id}/messages?limit=50`),
  read(as, `/v1/chats?author_id=${authorId}&limit=7`),
  // The side panel: the author's labels and notes, and their comments.
  read(as, `/v1/authors/${authorId}`),
  read(as, `/v1/authors/${authorId}/items?limit=7`),
];

// The accounts a chat by phone opens on (spec §5 "New chat"): Telegram, WhatsApp, Viber, MAX.
const PHONE_ACCOUNTS = [2, 5, 11, 12] as const;
const createdId = (earlier: EarlierAnswers): number => (earlier.get('created') as { id: number }).id;
const openedAuthorId = (earlier: EarlierAnswers): number =>
  (earlier.get('opened') as { chat: { author: { id: number } } }).chat.author.id;

export const CHATS_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'chatsDefault',
    about: 'spec §9: chats default to new and inprogress, and open per company; no messages flag, no chats (spec §6)',
    steps: [
      read('operator', '/v1/chats?limit=8'),
      read('operator', '/v1/chats?status[]=open&limit=8'),
      read('nomessages', '/v1/chats?limit=8'),
    ],
  },
  {
    name: 'chatsList',
    about: 'spec §9: the chats list by tab, sort and network with the tabs’ counts, keyset-paged; as a reader too',
    steps: [
      // The user's default statuses (spec §3 settings) without a filter in the URL; none with one (the server's default).
      read('operator', `/v1/chats?${DEFAULT_STATUSES}&tab=all&limit=50`),
      read('operator', `/v1/chats/counts?${DEFAULT_STATUSES}`),
      read('operator', `/v1/chats?${DEFAULT_STATUSES}&tab=mine&limit=50`),
      read('operator', '/v1/chats?tab=all&limit=50'),
      read('operator', '/v1/chats/counts'),
      read('operator', '/v1/chats?tab=mine&limit=50'),
      read('operator', '/v1/chats?tab=all&sort=priority&limit=50'),
      read('operator', '/v1/chats/counts?sort=priority'),
      read('operator', '/v1/chats?tab=all&sort=oldest&limit=50'),
      read('operator', '/v1/chats/counts?sort=oldest'),
      read('operator', '/v1/chats?tab=all&provider[]=telegram&limit=50'),
      read('operator', '/v1/chats/counts?provider[]=telegram'),
      // Viber's two chats: one author's name in mathematical letters (the hostile corpus, quality.md).
      read('operator', '/v1/chats?provider[]=viber&tab=all&limit=50'),
      read('operator', '/v1/chats/counts?provider[]=viber'),
      read('operator', '/v1/chats?tab=all&limit=10'),
      read('operator', '/v1/chats?tab=all&limit=10&cursor=MTc5NTMxMzQ5MDAwMDoxMg%3D%3D'),
      read('reader', `/v1/chats?${DEFAULT_STATUSES}&tab=all&limit=50`),
      read('reader', `/v1/chats/counts?${DEFAULT_STATUSES}`),
      read('reader', '/v1/chats?tab=all&limit=50'),
      read('reader', '/v1/chats/counts'),
      // The chat J, J and Enter open from the list (the third of the operator's list).
      read('operator', '/v1/chats/27'),
      read('operator', '/v1/chats/27/messages?limit=50'),
      read('operator', '/v1/chats?author_id=99&limit=7'),
      read('operator', '/v1/authors/99'),
      read('operator', '/v1/authors/99/items?limit=7'),
    ],
  },
  {
    name: 'chatAuthors',
    about: 'screens.md "Authors list": the people who wrote to the accounts, by name and by network',
    steps: [
      read('operator', '/v1/chats/authors?limit=50'),
      read('operator', '/v1/chats/authors?q=Jane&limit=50'),
      read('operator', '/v1/chats/authors?provider[]=telegram&limit=50'),
    ],
  },
  {
    name: 'authorChats',
    about: 'spec §2.3: the author page’s private messages: none for a commenter, a chat author’s chat',
    steps: [
      ...(['administrator', 'reader'] as const).map((as) => read(as, '/v1/chats?author_id=19&limit=7')),
      read('administrator', '/v1/chats?author_id=41&limit=7'),
      read('administrator', '/v1/authors/73'),
      read('administrator', `/v1/authors/73/items?limit=50&${EVERY_STATUS}`),
      read('administrator', '/v1/chats?author_id=73&limit=7'),
    ],
  },
  {
    name: 'chatThread',
    about: 'spec §7: a chat with an image and a file, read marks; a reader and a moderator may not reply (spec §1, §6)',
    steps: [
      ...chatPage('operator', 10, 82),
      write('operator', 'POST', '/v1/chats/10/read', {}),
      read('operator', '/v1/chats/10'),
      ...chatPage('reader', 10, 82),
      write('reader', 'POST', '/v1/chats/10/read', {}),
      ...chatPage('moderator', 10, 82),
      write('moderator', 'POST', '/v1/chats/10/read', {}),
      ...chatPage('operator', 18, 90),
      read('operator', '/v1/chats/987654'),
      read('operator', '/v1/chats/987654/messages?limit=50'),
      // The test seed's 120-message history: the newest page, then the one before it (spec §7 paging).
      ...chatPage('operator', 29, 101),
      read('operator', '/v1/chats/29/messages?limit=50&cursor=bTM3MA&direction=before'),
      write('reader', 'POST', '/v1/chats/10/messages', { text: 'Ответ читателя' }),
      write('nomessages', 'POST', '/v1/chats/10/messages', { text: 'Без флага сообщений' }),
    ],
  },
  {
    name: 'chatSend',
    about: 'spec §9: a reply goes out pending and takes a new chat to inprogress; the socket brings it to the list',
    steps: [
      ...chatPage('operator', 2, 74),
      write('operator', 'POST', '/v1/chats/2/messages', { text: 'Курьер уже у двери' }),
      write('operator', 'POST', '/v1/chats/2/read', {}),
      read('operator', '/v1/chats/2'),
      read('operator', '/v1/chats/2/messages?limit=50'),
    ],
  },
  {
    name: 'chatReact',
    about: 'spec §7: our reaction from the network’s set on an incoming message',
    steps: [...chatPage('operator', 3, 75), write('operator', 'PUT', '/v1/chats/3/messages/28/reaction', { reaction: '❤' })],
  },
  {
    name: 'chatRetry',
    about: 'spec §7: a failed delivery sent again as the same message, pending',
    steps: [
      ...chatPage('operator', 5, 77),
      write('operator', 'POST', '/v1/chats/5/messages/45/retry', {}),
      read('operator', '/v1/chats/5/messages?limit=50'),
    ],
  },
  {
    name: 'chatPriority',
    about: 'screens.md "Chats": the priority saved with the version seen',
    steps: [
      ...chatPage('operator', 3, 75),
      write('operator', 'PATCH', '/v1/chats/3', { version: 1, priority: 'high' }),
      write('operator', 'POST', '/v1/chats/3/read', {}),
      read('operator', '/v1/chats/3'),
    ],
  },
  {
    name: 'chatStatus',
    about: 'spec §1: a moderator closes a chat; the close key as an operator',
    steps: [
      ...chatPage('moderator', 13, 85),
      write('moderator', 'PATCH', '/v1/chats/13', { version: 1, status: 'closed' }),
      write('moderator', 'POST', '/v1/chats/13/read', {}),
      read('moderator', '/v1/chats/13'),
      ...chatPage('operator', 19, 91),
      write('operator', 'POST', '/v1/chats/19/read', {}),
      read('operator', '/v1/templates?object_id=12&provider=max'),
      write('operator', 'PATCH', '/v1/chats/19', { version: 1, status: 'closed' }),
      read('operator', '/v1/chats/19'),
    ],
  },
  {
    name: 'chatAssign',
    about: 'spec §1: a chat handed to a department; a user limited to their groups keeps it within them',
    steps: [
      read('operator', '/v1/users'),
      ...chatPage('operator', 3, 75),
      read('limited', '/v1/users'),
      ...chatPage('limited', 3, 75),
      ...chatPage('operator', 9, 81),
      write('operator', 'POST', '/v1/chats/9/read', {}),
      write('operator', 'PATCH', '/v1/chats/9', { version: 1, assignee: { type: 'department', id: 1 } }),
      read('operator', '/v1/chats/9'),
      write('limited', 'PATCH', '/v1/chats/3', { version: 1, assignee: null }),
    ],
  },
  {
    name: 'chatNew',
    about: 'spec §5 "New chat": a chat by phone on a Telegram account, opened empty; the same number again is that chat',
    steps: [
      { ...write('operator', 'POST', '/v1/chats', { object_id: 2, phone: '491511234567' }), name: 'created' },
      write('operator', 'POST', '/v1/chats', { object_id: 2, phone: '491511234567' }),
      // The created chat's and its author's ids: earlier scripts' writes take ids before them.
      { ...read('operator', ''), urlFrom: (earlier) => `/v1/chats/${createdId(earlier)}`, name: 'opened' },
      { ...read('operator', ''), urlFrom: (earlier) => `/v1/chats/${createdId(earlier)}/messages?limit=50` },
      { ...read('operator', ''), urlFrom: (earlier) => `/v1/chats?author_id=${openedAuthorId(earlier)}&limit=7` },
      { ...read('operator', ''), urlFrom: (earlier) => `/v1/authors/${openedAuthorId(earlier)}` },
      { ...read('operator', ''), urlFrom: (earlier) => `/v1/authors/${openedAuthorId(earlier)}/items?limit=7` },
      write('operator', 'POST', '/v1/chats', { object_id: 1, phone: '79991234567' }),
    ],
  },
  {
    name: 'chatUpload',
    about: 'spec §7: a file uploaded to a chat, then sent with a caption',
    steps: [
      {
        ...write('operator', 'POST', '/v1/chats/22/attachments', {
          name: 'чек.png',
          mime: 'image/png',
          data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        }),
        name: 'upload',
      },
      // The id the upload got: earlier scripts' uploads come before it.
      {
        ...write('operator', 'POST', '/v1/chats/22/messages'),
        bodyFrom: (earlier) => ({ text: 'Ваш чек', attachment_ids: [(earlier.get('upload') as { id: number }).id] }),
      },
    ],
  },
  {
    name: 'chatsByPhone',
    about:
      'screens.md "Authors list": more authors than a page (chats opened by phone), one blocked for a week; ' +
      'one author’s chats and none (spec §2.3)',
    // Last of the chats: no earlier script sees its new chats and its block.
    steps: [
      write('operator', 'POST', '/v1/authors/76/block', { duration: '1w', reason: 'spam' }),
      ...Array.from({ length: 22 }, (_, n) =>
        write('operator', 'POST', '/v1/chats', {
          object_id: PHONE_ACCOUNTS[n % PHONE_ACCOUNTS.length],
          phone: `7999555${String(n).padStart(4, '0')}`,
        }),
      ),
      { ...read('operator', '/v1/chats/authors?limit=50'), name: 'page' },
      {
        ...read('operator', ''),
        urlFrom: (earlier) =>
          `/v1/chats/authors?limit=50&cursor=${encodeURIComponent((earlier.get('page') as { next_cursor: string }).next_cursor)}`,
      },
      // The author page's chats (spec §2.3): one chat, and an author without any.
      read('operator', '/v1/chats?author_id=73&limit=7'),
      read('operator', '/v1/chats?author_id=99999&limit=7'),
    ],
  },
];
