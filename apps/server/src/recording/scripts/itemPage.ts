// The item page's script (docs/mocks.md): what items/{id} reads (the item with its post, thread and history, its
// author and the author's other comments, the members to assign) and writes (status, priority, group, reply, block,
// note), each role's view (spec §1), replayed by the item page's stories. Last of all the scripts: nothing later reads
// what it changes.
import type { ItemDetail } from '@console/api/contract';
import { read, write, type EarlierAnswers, type RecordingScript, type ScriptActor, type ScriptStep } from './script.ts';

// The author panel lists the author's latest comments (packages/ui/src/data/item.ts AUTHOR_ITEMS_SHOWN + 1).
const AUTHOR_ITEMS = 'limit=7';

/** The item page of `item` (by `author`) as `as` opens it: the item, its author and their other comments. */
const page = (as: ScriptActor, item: number, author: number, name?: string): ScriptStep[] => [
  { ...read(as, `/v1/items/${item}`), ...(name ? { name } : {}) },
  read(as, `/v1/authors/${author}`),
  read(as, `/v1/authors/${author}/items?${AUTHOR_ITEMS}`),
];

/** A change with the version the named read answered (a PATCH carries the version the user saw, spec §9). */
const change = (as: ScriptActor, item: number, seen: string, fields: Record<string, unknown>): ScriptStep => ({
  ...write(as, 'PATCH', `/v1/items/${item}`),
  bodyFrom: (earlier: EarlierAnswers) => ({ ...fields, version: (earlier.get(seen) as ItemDetail).item.version }),
});

/** A change made on the version an earlier change answered. */
const changeAfter = (as: ScriptActor, item: number, changed: string, fields: Record<string, unknown>): ScriptStep => ({
  ...write(as, 'PATCH', `/v1/items/${item}`),
  bodyFrom: (earlier: EarlierAnswers) => ({ ...fields, version: (earlier.get(changed) as { version: number }).version }),
});

const idOf = (earlier: EarlierAnswers, upload: string): number => (earlier.get(upload) as { id: number }).id;

// A PNG's signature, all the server checks of an image; a PDF's header.
const PNG = 'iVBORw0KGgo=';
const PDF = 'JVBERi0xLjQ=';

const ITEM_PAGE: RecordingScript = {
  name: 'itemPage',
  about: 'screens.md "Item": the item page per role (spec §1); status, priority, group, reply, block and note; a 409',
  steps: [
    // Every member the assign choice offers (spec §1 user groups), per role that opens the page.
    ...(['administrator', 'operator', 'moderator', 'reader'] as const).map((as) => read(as, '/v1/users')),
    read('administrator', '/v1/items/987654'),
    // VK with the operator's own reply in its edit window; each role's view of it. Its reply box offers the
    // templates of its account and of the network ('/' in the box).
    ...page('operator', 46, 46),
    read('operator', '/v1/templates?object_id=1&provider=vk'),
    read('operator', '/v1/templates?provider=vk'),
    ...page('administrator', 46, 46),
    ...page('moderator', 46, 46),
    ...page('reader', 46, 46),
    // A story post with time left (spec §9), Odnoklassniki, a Google Maps review, Telegram.
    ...page('administrator', 48, 57),
    ...page('administrator', 43, 61),
    ...page('administrator', 22, 4),
    ...page('administrator', 20, 20),
    // Our replies: pending (the itemReply script's), sent, failed delivery.
    ...page('operator', 1, 19),
    ...page('operator', 33, 24),
    ...page('operator', 4, 4),
    // A blocked author; an author with a label and a note.
    ...page('administrator', 5, 14),
    ...page('administrator', 28, 1),
    // Items by group and assignee for the assign choice.
    ...page('operator', 24, 15),
    ...page('operator', 25, 25),
    // Our reply with an image and a document (Telegram takes documents).
    {
      ...write('operator', 'POST', '/v1/items/29/attachments', { name: 'чек.png', mime: 'image/png', data: PNG }),
      name: 'png-29',
    },
    {
      ...write('operator', 'POST', '/v1/items/29/attachments', { name: 'Меню.pdf', mime: 'application/pdf', data: PDF }),
      name: 'pdf-29',
    },
    {
      ...write('operator', 'POST', '/v1/items/29/reply'),
      bodyFrom: (earlier: EarlierAnswers) => ({
        text: 'Чек и меню во вложении',
        close: false,
        attachment_ids: [idOf(earlier, 'png-29'), idOf(earlier, 'pdf-29')],
      }),
    },
    ...page('operator', 29, 47),
    // A status change (new to inprogress) and its history line.
    ...page('operator', 23, 59, 'status-23'),
    change('operator', 23, 'status-23', { status: 'inprogress' }),
    ...page('operator', 23, 59),
    // Someone closes the item the operator looks at; the operator's priority meets a 409, then is re-applied.
    ...page('operator', 37, 46, 'seen-37'),
    ...page('moderator', 37, 46, 'moderator-37'),
    change('moderator', 37, 'moderator-37', { status: 'closed' }),
    ...page('operator', 37, 46),
    change('operator', 37, 'seen-37', { priority: 'high' }),
    { ...page('operator', 37, 46, 'conflict-37')[0]! },
    change('operator', 37, 'conflict-37', { priority: 'high' }),
    ...page('operator', 37, 46),
    // E closes an open item (screens.md "Keyboard").
    ...page('operator', 10, 46, 'close-10'),
    change('operator', 10, 'close-10', { status: 'closed' }),
    ...page('operator', 10, 46),
    // A reply that closes the item.
    ...page('operator', 19, 19),
    write('operator', 'POST', '/v1/items/19/reply', { text: 'Извините, уже везём!', close: true }),
    ...page('operator', 19, 19),
    // A reply with a file.
    ...page('operator', 28, 1),
    {
      ...write('operator', 'POST', '/v1/items/28/attachments', { name: 'чек.png', mime: 'image/png', data: PNG }),
      name: 'upload-28',
    },
    {
      ...write('operator', 'POST', '/v1/items/28/reply'),
      bodyFrom: (earlier: EarlierAnswers) => ({
        text: 'Чек во вложении',
        close: false,
        attachment_ids: [idOf(earlier, 'upload-28')],
      }),
    },
    ...page('operator', 28, 1),
    // Handing an item to a group, and to a member.
    ...page('operator', 12, 21, 'group-12'),
    change('operator', 12, 'group-12', { usergroup_id: 1, assignee_id: null }),
    ...page('operator', 12, 21),
    ...page('operator', 31, 22, 'member-31'),
    change('operator', 31, 'member-31', { assignee_id: 5 }),
    ...page('operator', 31, 22),
    // The administrator blocks an author for a week for spam; another moderator blocks one forever.
    ...page('administrator', 42, 24),
    write('administrator', 'POST', '/v1/authors/24/block', { duration: '1w', reason: 'spam' }),
    ...page('administrator', 42, 24),
    ...page('operator', 47, 29),
    ...page('moderator', 47, 29),
    write('moderator', 'POST', '/v1/authors/29/block', { duration: 'forever', reason: 'spam' }),
    ...page('operator', 47, 29),
    // A note on an author.
    ...page('administrator', 40, 58),
    write('administrator', 'POST', '/v1/authors/58/notes', { text: 'Просила перезвонить после 18:00' }),
    ...page('administrator', 40, 58),
    // A history of several changes by several people, newest first.
    { ...read('operator', '/v1/items/14'), name: 'history-14' },
    { ...change('operator', 14, 'history-14', { tags: [1, 2] }), name: 'tags-14' },
    changeAfter('administrator', 14, 'tags-14', { priority: 'low' }),
    write('moderator', 'POST', '/v1/items/14/hide', {}),
    ...page('administrator', 14, 50),
    // The item page in the shell, its command palette (screens.md "Keyboard"): closing from it, last of its reads.
    ...page('operator', 47, 29, 'palette-47'),
    change('operator', 47, 'palette-47', { status: 'closed' }),
    ...page('operator', 47, 29),
    // The administrator gives an author with one label a second one from the panel (spec §3 labels): its count shows.
    write('administrator', 'PUT', '/v1/authors/1/labels', { labels: [1, 2] }),
    read('administrator', '/v1/authors/1'),
  ],
};

export const ITEM_PAGE_SCRIPTS: readonly RecordingScript[] = [ITEM_PAGE];
