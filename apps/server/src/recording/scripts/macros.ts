// settings/macros and the item page's macro runs (docs/macros.md, docs/mocks.md): two macros created (one with a
// shortcut, one with a template), a shortcut another macro has refused, a save refused to a form opened before another
// administrator's; the operator runs a macro on a comment (one change, one history entry), and meets a 409 on another
// comment someone changed since; on a chat's page he runs it too (one activity line; a chat has no tags: the tag is
// skipped). Played last: nothing earlier reads macros or the comments and chat it changes.
import type { ChatDetail, ItemDetail } from '@console/api/contract';
import { chatPage } from './chats.ts';
import { read, write, type EarlierAnswers, type RecordingScript, type ScriptStep } from './script.ts';

const DEMO = 1; // the test seed's demo space
const TAG = 1; // the seed's 'Доставка'
const TEMPLATE = 1; // the seed's first template
export const MACRO_TRIAGE = {
  space_id: DEMO,
  name: 'Взять в работу',
  shortcut: 'Alt+1',
  actions: [
    { type: 'status', status: 'inprogress' },
    { type: 'add_tags', tag_ids: [TAG] },
    { type: 'priority', priority: 'high' },
  ],
};
const MACRO_THANKS = {
  space_id: DEMO,
  name: 'Спасибо и закрыть',
  shortcut: 'Ctrl+Shift+M',
  actions: [{ type: 'template', template_id: TEMPLATE }, { type: 'close' }],
};
const RUN_ITEM = 45;
const RUN_CHAT = 3; // the seed's chat 3 (author 75), the chatAssign recording's too
const RUN_CHAT_AUTHOR = 75;
const STALE_CHAT = 9; // the seed's chat 9 (author 81), the chatAssign recording's too
const STALE_CHAT_AUTHOR = 81;
const chatVersion = (earlier: EarlierAnswers, step: string) => (earlier.get(step) as ChatDetail).chat.version;
const STALE_ITEM = 44;

const version = (earlier: EarlierAnswers, step: string) => (earlier.get(step) as ItemDetail).item.version;
const authorOf = (earlier: EarlierAnswers, step: string) => (earlier.get(step) as ItemDetail).item.author.id;

/** The item page of `item` as the operator opens it (the item, its author and their other comments). */
const page = (item: number, name: string): ScriptStep[] => [
  { ...read('operator', `/v1/items/${item}`), name },
  { ...read('operator', '/v1/authors/0'), urlFrom: (earlier) => `/v1/authors/${authorOf(earlier, name)}` },
  {
    ...read('operator', '/v1/authors/0/items?limit=7'),
    urlFrom: (earlier) => `/v1/authors/${authorOf(earlier, name)}/items?limit=7`,
  },
];
const stale = write('administrator', 'PATCH', '/v1/macros/1', {
  name: 'В работу',
  shortcut: 'Alt+1',
  actions: MACRO_TRIAGE.actions,
  seen: { name: 'Старое имя', shortcut: null, actions: [] },
});
const clash = write('administrator', 'POST', '/v1/macros', { ...MACRO_THANKS, name: 'Дубль', shortcut: 'Alt+1' });

export const MACROS_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'macros',
    about:
      'spec §2.4 settings/macros: two created, a shortcut another macro has refused, a stale save refused (409); the operator runs one on a comment (one history entry), meets a 409 on a comment changed since, and runs one on a chat (one activity line)',
    steps: [
      write('administrator', 'POST', '/v1/macros', MACRO_TRIAGE),
      write('administrator', 'POST', '/v1/macros', MACRO_THANKS),
      read('administrator', `/v1/macros?space_id=${DEMO}`),
      read('administrator', `/v1/tags/manage?space_id=${DEMO}`),
      clash,
      { ...clash, language: 'en' },
      stale,
      { ...stale, language: 'en' },
      read('operator', '/v1/macros'),
      // One run: one change, one history line.
      ...page(RUN_ITEM, 'run'),
      {
        ...write('operator', 'POST', `/v1/items/${RUN_ITEM}/macro`),
        bodyFrom: (earlier) => ({ macro_id: 1, version: version(earlier, 'run') }),
      },
      read('operator', `/v1/items/${RUN_ITEM}`),
      // Someone changed the comment after the operator opened it: the run is refused with who changed what.
      ...page(STALE_ITEM, 'seen'),
      { ...read('administrator', `/v1/items/${STALE_ITEM}`), name: 'other' },
      {
        ...write('administrator', 'PATCH', `/v1/items/${STALE_ITEM}`),
        bodyFrom: (earlier) => ({ priority: 'low', version: version(earlier, 'other') }),
      },
      {
        ...write('operator', 'POST', `/v1/items/${STALE_ITEM}/macro`),
        bodyFrom: (earlier) => ({ macro_id: 1, version: version(earlier, 'seen') }),
      },
      read('operator', `/v1/items/${STALE_ITEM}`),
      // On a chat's page: one change, one activity line (its socket message goes to the thread).
      ...chatPage('operator', RUN_CHAT, RUN_CHAT_AUTHOR).map((step, k) => (k === 0 ? { ...step, name: 'chat' } : step)),
      write('operator', 'POST', `/v1/chats/${RUN_CHAT}/read`, {}),
      {
        ...write('operator', 'POST', `/v1/chats/${RUN_CHAT}/macro`),
        bodyFrom: (earlier) => ({ macro_id: 1, version: chatVersion(earlier, 'chat') }),
      },
      read('operator', `/v1/chats/${RUN_CHAT}`),
      // Someone changed a chat after the operator opened it: the run is refused (409 with the chat as it is).
      ...chatPage('operator', STALE_CHAT, STALE_CHAT_AUTHOR).map((step, k) => (k === 0 ? { ...step, name: 'chatSeen' } : step)),
      { ...read('administrator', `/v1/chats/${STALE_CHAT}`), name: 'chatOther' },
      {
        ...write('administrator', 'PATCH', `/v1/chats/${STALE_CHAT}`),
        bodyFrom: (earlier) => ({ priority: 'low', version: chatVersion(earlier, 'chatOther') }),
      },
      {
        ...write('operator', 'POST', `/v1/chats/${STALE_CHAT}/macro`),
        bodyFrom: (earlier) => ({ macro_id: 1, version: chatVersion(earlier, 'chatSeen') }),
      },
      read('operator', `/v1/chats/${STALE_CHAT}`),
    ],
  },
];
