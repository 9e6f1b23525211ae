// accounts/{id}/exclude, exclude_messages and chats (spec §2.4; docs/exclusions.md, docs/mocks.md). Each page's first
// write is made from the empty rules (seen 0): a post link of another account refused; then a word, an author and a
// post saved one after another; then a save begun before them refused (409, both languages). Accounts 3 (Instagram)
// and 5 (WhatsApp) get their rules before any read, so their pages open with lists. Reads nothing other scripts write.
import { read, write, type EarlierAnswers, type RecordingScript, type ScriptStep } from './script.ts';

const VK = 1; // the test seed's 'Кофейня «Зерно» ВКонтакте'
const TELEGRAM = 2; // 'Zerno Bot'
const INSTAGRAM = 3; // the account in error
const WHATSAPP = 5; // 'Zerno Delivery'
export const RECORDED_VK_POST = 'https://vk.com/zerno_coffee?post=1';
export const RECORDED_FOREIGN_POST = 'https://vk.com/someone_else?post=7';

const firstOf = (earlier: EarlierAnswers, step: string): number => {
  const id = (earlier.get(step) as { items?: { id: number }[] } | undefined)?.items?.[0]?.id;
  if (id === undefined) throw new Error(`${step}: the account has no author to pick`);
  return id;
};
const firstChoice = (earlier: EarlierAnswers): number => {
  const id = (earlier.get('telegramChats') as { choices?: { type: string; id: number }[] } | undefined)?.choices?.find(
    (choice) => choice.type === 'user',
  )?.id;
  if (id === undefined) throw new Error('no member to assign new chats to');
  return id;
};
const both = (step: ScriptStep): ScriptStep[] => [step, { ...step, language: 'en' }];
const comments = (id: number) => `/v1/accounts/${id}/exclude`;
const messages = (id: number) => `/v1/accounts/${id}/exclude_messages`;
const rules = (words: string[], authorIds: number[], posts: string[], seen: number) => ({
  words,
  author_ids: authorIds,
  posts,
  seen,
});

export const EXCLUSIONS_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'accountExclusions',
    about:
      'accounts/{id}/exclude: empty rules and the account authors; a post of another account refused; a word, an author and a post saved in turn; a save begun before them refused (409); an account whose rules hold lists',
    steps: [
      { ...read('administrator', `${comments(INSTAGRAM)}/authors?q=`), name: 'instagramAuthors' },
      {
        ...write('administrator', 'PUT', comments(INSTAGRAM)),
        bodyFrom: (earlier) =>
          rules(
            ['спам', 'реклама'],
            [firstOf(earlier, 'instagramAuthors')],
            ['https://www.instagram.com/zerno.coffee?post=3'],
            0,
          ),
      },
      read('administrator', comments(INSTAGRAM)),
      read('administrator', comments(VK)),
      { ...read('administrator', `${comments(VK)}/authors?q=`), name: 'vkAuthors' },
      ...both(write('administrator', 'PUT', comments(VK), rules([], [], [RECORDED_FOREIGN_POST], 0))),
      read('administrator', comments(VK)),
      write('administrator', 'PUT', comments(VK), rules(['реклама'], [], [], 0)),
      read('administrator', comments(VK)),
      {
        ...write('administrator', 'PUT', comments(VK)),
        bodyFrom: (earlier) => rules(['реклама'], [firstOf(earlier, 'vkAuthors')], [], 1),
      },
      {
        ...write('administrator', 'PUT', comments(VK)),
        bodyFrom: (earlier) => rules(['реклама'], [firstOf(earlier, 'vkAuthors')], [RECORDED_VK_POST], 2),
      },
      read('administrator', comments(VK)),
      ...both(write('administrator', 'PUT', comments(VK), rules(['цена'], [], [], 0))),
      read('administrator', comments(VK)),
    ],
  },
  {
    name: 'messageExclusions',
    about:
      'accounts/{id}/exclude_messages: empty rules and the account chat authors; a word and an author saved; a save begun before them refused (409); an account whose rules hold lists',
    steps: [
      { ...read('administrator', `${messages(WHATSAPP)}/authors?q=`), name: 'whatsappAuthors' },
      {
        ...write('administrator', 'PUT', messages(WHATSAPP)),
        bodyFrom: (earlier) => ({ words: ['казино', 'кредит'], author_ids: [firstOf(earlier, 'whatsappAuthors')], seen: 0 }),
      },
      read('administrator', messages(WHATSAPP)),
      read('administrator', messages(TELEGRAM)),
      { ...read('administrator', `${messages(TELEGRAM)}/authors?q=`), name: 'telegramAuthors' },
      write('administrator', 'PUT', messages(TELEGRAM), { words: ['казино'], author_ids: [], seen: 0 }),
      read('administrator', messages(TELEGRAM)),
      {
        ...write('administrator', 'PUT', messages(TELEGRAM)),
        bodyFrom: (earlier) => ({ words: ['казино'], author_ids: [firstOf(earlier, 'telegramAuthors')], seen: 1 }),
      },
      read('administrator', messages(TELEGRAM)),
      ...both(write('administrator', 'PUT', messages(TELEGRAM), { words: ['кредит'], author_ids: [], seen: 0 })),
      read('administrator', messages(TELEGRAM)),
    ],
  },
  {
    name: 'accountChats',
    about:
      'accounts/{id}/chats: every new chat, nobody assigned, with the members and groups to choose from; new chats only from known authors, given to a member; a save begun before it refused (409)',
    steps: [
      { ...read('administrator', `/v1/accounts/${TELEGRAM}/chats`), name: 'telegramChats' },
      {
        ...write('administrator', 'PUT', `/v1/accounts/${TELEGRAM}/chats`),
        bodyFrom: (earlier) => ({ new_chats: 'known_authors', assignee: { type: 'user', id: firstChoice(earlier) }, seen: 0 }),
      },
      read('administrator', `/v1/accounts/${TELEGRAM}/chats`),
      ...both(write('administrator', 'PUT', `/v1/accounts/${TELEGRAM}/chats`, { new_chats: 'none', assignee: null, seen: 0 })),
      read('administrator', `/v1/accounts/${TELEGRAM}/chats`),
    ],
  },
];
