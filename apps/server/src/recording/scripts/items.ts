// The comments' scripts (docs/mocks.md): the rules the mocks must not compute (spec §1 roles, §9 statuses): a filtered
// list, a status change, a reply, a refused write.
import { read, write, type RecordingScript } from './script.ts';

export const ITEMS_SCRIPTS: readonly RecordingScript[] = [
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
];
