// The chats' scripts (docs/mocks.md): the rules the mocks must not compute (spec §6 the messages flag, §9 statuses).
import { read, type RecordingScript } from './script.ts';

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
];
