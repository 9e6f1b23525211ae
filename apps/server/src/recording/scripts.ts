// The scripts `npm run mocks:record` plays on the test seed (docs/mocks.md): each a list of requests, reads and writes,
// as several roles; their answers become packages/api/src/mocks/recorded/<name>.json, which stories replay and the
// drift test compares with the live server. They carry the rules the mocks must not compute (spec §1 roles, §4 paid
// period, §9 statuses): a filtered list, a status change, a reply, a refused write.
import type { RecordedMethod } from '@console/api/contract';

/** The test-seed users a script speaks as. */
export const RECORDING_ROLES = {
  reader: 'reader@demo.local',
  moderator: 'moderator@demo.local',
  operator: 'operator@demo.local',
  administrator: 'admin@demo.local',
  nomessages: 'nomessages@demo.local',
} as const;
export type RecordingRole = keyof typeof RECORDING_ROLES;

export interface ScriptStep {
  as: RecordingRole;
  method: RecordedMethod;
  /** Path and query, e.g. `/v1/items?status[]=new`. */
  url: string;
  body?: unknown;
}

export interface RecordingScript {
  name: string;
  about: string;
  steps: ScriptStep[];
}

const read = (as: RecordingRole, url: string): ScriptStep => ({ as, method: 'GET', url });

export const RECORDING_SCRIPTS: readonly RecordingScript[] = [
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
      { as: 'operator', method: 'POST', url: '/v1/items/1/reply', body: { text: 'Спасибо, уже разбираемся!' } },
      read('operator', '/v1/items/1'),
      read('operator', '/v1/items?status[]=inprogress&limit=5'),
      { as: 'reader', method: 'POST', url: '/v1/items/2/reply', body: { text: 'Ответ читателя' } },
    ],
  },
  {
    name: 'itemStatus',
    about: 'spec §9: a status change moves the comment between the status lists; a stale version is refused (409)',
    steps: [
      read('moderator', '/v1/items/2'),
      { as: 'moderator', method: 'PATCH', url: '/v1/items/2', body: { version: 1, status: 'closed' } },
      read('moderator', '/v1/items/2'),
      read('moderator', '/v1/items?status[]=closed&limit=5'),
      { as: 'operator', method: 'PATCH', url: '/v1/items/2', body: { version: 1, priority: 'high' } },
    ],
  },
  {
    name: 'chatsDefault',
    about: 'spec §9: chats default to new and inprogress, and open per company; no messages flag, no chats (spec §6)',
    steps: [
      read('operator', '/v1/chats?limit=8'),
      read('operator', '/v1/chats?status[]=open&limit=8'),
      read('nomessages', '/v1/chats?limit=8'),
    ],
  },
];
