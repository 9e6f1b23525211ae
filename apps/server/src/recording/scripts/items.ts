// The comments' scripts (docs/mocks.md): the rules the mocks must not compute (spec §1 roles, §9 statuses): a filtered
// list, a status change, a reply, a refused write; and what the inbox's screens read and write (the list, its
// filters, bulk changes, the author pages), replayed by their stories.
import { read, write, type RecordingScript, type ScriptActor, type ScriptStep } from './script.ts';

// The list's first page as the screen asks for it (packages/ui/src/data/items.ts ITEMS_PAGE_SIZE).
const LIST = '/v1/items?limit=50';
// spec §9: no status chosen shows new and inprogress.
const DEFAULT_LIST = `${LIST}&status[]=new&status[]=inprogress`;

// The author page lists the author's comments in every status (COMMENT_STATUSES).
const EVERY_STATUS = ['new', 'inprogress', 'open', 'closed', 'deleted', 'delayed', 'waiting']
  .map((s) => `status[]=${s}`)
  .join('&');
const authorPage = (as: ScriptActor, id: number): ScriptStep[] => [
  read(as, `/v1/authors/${id}`),
  read(as, `/v1/authors/${id}/items?limit=50&${EVERY_STATUS}`),
];

// Read only, first of the comments' scripts: the test seed as laid down, before any script writes.
const ITEMS_LIST: RecordingScript = {
  name: 'itemsList',
  about: 'spec §9: the comments list with its filters and search, as each role sees it (spec §1)',
  steps: [
    read('administrator', DEFAULT_LIST),
    read('administrator', `${LIST}&status[]=closed&priority[]=low`),
    read('administrator', `${LIST}&status[]=new&status[]=inprogress&status[]=closed`),
    read('administrator', `${LIST}&provider[]=instagram`),
    read('administrator', `${LIST}&provider[]=ok`),
    read('administrator', `${LIST}&provider[]=facebook&provider[]=twitter`),
    read('administrator', `${LIST}&q=кофе`),
    read('administrator', `${LIST}&q=заказ&status[]=new`),
    read('reader', DEFAULT_LIST),
    read('moderator', DEFAULT_LIST),
    read('operator', DEFAULT_LIST),
    read('limited', DEFAULT_LIST),
    // screens.md "Authors list": most recently active first; a search by name.
    read('administrator', '/v1/items/authors?limit=50'),
    read('administrator', '/v1/items/authors?limit=50&q=Jane'),
    // The author page (/author/{id}): the author and their comments (their private messages are the chats' scripts).
    ...authorPage('administrator', 19),
    ...authorPage('reader', 19),
    ...authorPage('administrator', 41),
    read('administrator', '/v1/authors/99999'),
    read('administrator', `/v1/authors/99999/items?limit=50&${EVERY_STATUS}`),
    // An item open beside the list with its query (screens.md "Comments inbox"); opening it reads it (last: the read
    // mark is the administrator's only).
    read('administrator', `${DEFAULT_LIST}&priority[]=high&priority[]=normal&priority[]=low`),
    read('administrator', '/v1/items/2'),
    read('administrator', '/v1/authors/29'),
    read('administrator', '/v1/authors/29/items?limit=7'),
  ],
};

// Last of the comments' scripts (its writes change what the lists show): the list's bulk changes and the bulk reply
// (screens.md "Bulk"), each followed by the list it leaves; the socket messages go to the stories' live feed.
const VK_LIST = `${LIST}&object_id[]=1`;
const ITEMS_BULK: RecordingScript = {
  name: 'itemsBulk',
  about: 'screens.md "Bulk": closing, assigning to a group (spec §1) and replying to several comments at once',
  steps: [
    read('administrator', DEFAULT_LIST),
    write('administrator', 'POST', '/v1/items/bulk', { ids: [1, 3], status: 'closed' }),
    read('administrator', DEFAULT_LIST),
    read('operator', DEFAULT_LIST),
    write('operator', 'POST', '/v1/items/bulk', { ids: [6, 7], usergroup_id: 1, assignee_id: null }),
    read('operator', DEFAULT_LIST),
    read('administrator', VK_LIST),
    write('administrator', 'POST', '/v1/items/19/reply', { text: 'Спасибо!' }),
    write('administrator', 'POST', '/v1/items/28/reply', { text: 'Спасибо!' }),
    // One file's bytes go once (a PNG's signature is all the server checks); the server copies it for the other.
    write('administrator', 'POST', '/v1/items/19/attachments', { name: 'меню.png', mime: 'image/png', data: 'iVBORw0KGgo=' }),
    write('administrator', 'POST', '/v1/items/28/attachments', { copy_of: 15 }),
    write('administrator', 'POST', '/v1/items/19/reply', { text: 'Меню во вложении', attachment_ids: [15] }),
    write('administrator', 'POST', '/v1/items/28/reply', { text: 'Меню во вложении', attachment_ids: [16] }),
    read('administrator', VK_LIST),
  ],
};

export const ITEMS_SCRIPTS: readonly RecordingScript[] = [
  ITEMS_LIST,
  {
    name: 'itemsByStatus',
    about: 'spec §9: the comments list filtered by status, as an operator',
    steps: [
      read('operator', '/v1/items?status[]=new&limit=5'),
      read('operator', '/v1/items?status[]=closed&limit=5'),
      read('operator', '/v1/items?status[]=new&status[]=inprogress&limit=5'),
    ],
  },
  {
    name: 'itemReply',
    about: 'spec §9: a reply takes the comment to inprogress and goes out pending; a reader may not reply (spec §1)',
    steps: [
      read('operator', '/v1/items/1'),
      write('operator', 'POST', '/v1/items/1/reply', { text: 'Спасибо, уже разбираемся!' }),
      read('operator', '/v1/items/1'),
      read('operator', '/v1/items?status[]=inprogress&limit=5'),
      write('reader', 'POST', '/v1/items/2/reply', { text: 'Ответ читателя' }),
    ],
  },
  {
    name: 'itemStatus',
    about: 'spec §9: a status change moves the comment between the status lists; a stale version is refused (409)',
    steps: [
      read('moderator', '/v1/items/2'),
      write('moderator', 'PATCH', '/v1/items/2', { version: 1, status: 'closed' }),
      read('moderator', '/v1/items/2'),
      read('moderator', '/v1/items?status[]=closed&limit=5'),
      write('operator', 'PATCH', '/v1/items/2', { version: 1, priority: 'high' }),
    ],
  },
  ITEMS_BULK,
];
