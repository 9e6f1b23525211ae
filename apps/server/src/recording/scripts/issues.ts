// The issue page's script (docs/issues.md "Screens: issue page"): an issue made from a comment of the Marketing group,
// assigned, commented; read per role (spec §1: read only and analyst only see; a user limited to the other group and
// an unknown id get 404); then a moderator's change and the administrator's stale one (409, who changed what). A
// second issue holds a long team thread. Their ids are the server's (other scripts make issues before): every step
// after the creation reads them from the creation's answer, and so do the stories.
import { RECORDED_SEED_NOW, type Issue, type ItemsPage, type UsersResponse } from '@console/api/contract';
import { read, write, type EarlierAnswers, type RecordingScript, type ScriptStep } from './script.ts';

const SOURCE_GROUP = 'Маркетинг';
const DUE_AT = Math.floor(RECORDED_SEED_NOW / 1000) + 26 * 3600;

const sourceItemId = (earlier: EarlierAnswers): number => {
  const page = earlier.get('items') as ItemsPage;
  const item = page.items.find((one) => one.parent_id === null && one.usergroup?.name === SOURCE_GROUP);
  if (!item) throw new Error(`the test seed has no top-level comment of ${SOURCE_GROUP}`);
  return item.id;
};
const userId = (earlier: EarlierAnswers, name: string): number => {
  const user = (earlier.get('users') as UsersResponse).items.find((one) => one.name === name);
  if (!user) throw new Error(`the test seed has no user ${name}`);
  return user.id;
};
const issueVersion = (earlier: EarlierAnswers, step: string): number => (earlier.get(step) as Issue).version;
/** A step on the issue the step `made` created: `/v1/issues/{its id}{tail}`. */
const onIssue = (step: ScriptStep, made: 'created' | 'long', tail = ''): ScriptStep => ({
  ...step,
  urlFrom: (earlier) => `/v1/issues/${(earlier.get(made) as Issue).id}${tail}`,
});

const created = (name: string, body: (earlier: EarlierAnswers) => unknown): ScriptStep => ({
  ...write('administrator', 'POST', '/v1/issues'),
  bodyFrom: body,
  name,
});
const withItem = (as: Parameters<typeof read>[0]): ScriptStep => ({
  ...read(as, '/v1/items/0'),
  urlFrom: (earlier) => `/v1/items/${sourceItemId(earlier)}`,
});

// The page's reads as one user: the issue, its space's statuses, the linked comment, its HelpDeskEddy ticket (none).
const pageReads = (as: Parameters<typeof read>[0], made: 'created' | 'long'): ScriptStep[] => [
  onIssue(read(as, '/v1/issues/0'), made),
  read(as, '/v1/issues/settings?space_id=1'),
  withItem(as),
  onIssue(read(as, '/v1/issues/0/hde'), made, '/hde'),
];

const LONG_THREAD = Array.from({ length: 24 }, (_, index) =>
  onIssue(
    write('operator', 'POST', '/v1/issues/0/comments', {
      text:
        index % 5 === 4
          ? `Шаг ${index + 1}: ${'проверили ещё раз, '.repeat(12)}ждём ответа клиента.`
          : `Шаг ${index + 1}: готово`,
    }),
    'long',
    '/comments',
  ),
);

export const ISSUES_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'issuePage',
    about: 'the issue page per role (§1): made from a comment, assigned, commented; 404s; a stale change (409); a long thread',
    steps: [
      { ...read('administrator', '/v1/items?limit=100'), name: 'items' },
      { ...read('administrator', '/v1/users'), name: 'users' },
      created('created', (earlier) => ({
        item_id: sourceItemId(earlier),
        title: 'Вернуть деньги за заказ 1042',
        description: 'Клиент пишет, что заказ пришёл повреждённым.\nПросит вернуть деньги, фото в комментарии.',
        priority: 'high',
        assignee_id: null,
        due_at: DUE_AT,
      })),
      {
        ...onIssue(write('operator', 'PATCH', '/v1/issues/0'), 'created'),
        bodyFrom: (earlier) => ({ seen: issueVersion(earlier, 'created'), assignee_id: userId(earlier, 'Мария Модератор') }),
        name: 'assigned',
      },
      onIssue(
        write('operator', 'POST', '/v1/issues/0/comments', { text: 'Запросил фото упаковки, жду.' }),
        'created',
        '/comments',
      ),
      onIssue(
        write('moderator', 'POST', '/v1/issues/0/comments', { text: 'Согласовано с финансами <b>без</b> проверки склада.' }),
        'created',
        '/comments',
      ),
      ...pageReads('administrator', 'created'),
      ...pageReads('operator', 'created'),
      ...pageReads('reader', 'created'),
      onIssue(read('limited', '/v1/issues/0'), 'created'),
      read('administrator', '/v1/issues/999'),
      // A moderator sets a status; the administrator, still on the version before, changes the priority: 409.
      {
        ...onIssue(write('moderator', 'PATCH', '/v1/issues/0'), 'created'),
        bodyFrom: (earlier) => ({ seen: issueVersion(earlier, 'assigned') + 2, status: 'waiting' }),
      },
      {
        ...onIssue(write('administrator', 'PATCH', '/v1/issues/0'), 'created'),
        bodyFrom: (earlier) => ({ seen: issueVersion(earlier, 'assigned') + 2, priority: 'low' }),
      },
      onIssue(read('administrator', '/v1/issues/0'), 'created'),
      // The second: a blank-ish issue from the same comment with a long team thread.
      created('long', (earlier) => ({
        item_id: sourceItemId(earlier),
        title: 'Разобрать жалобы на доставку',
        priority: 'normal',
      })),
      ...LONG_THREAD,
      ...pageReads('operator', 'long'),
    ],
  },
];
