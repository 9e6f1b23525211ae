// The issues list's script (docs/issues.md "Screens: list"): the test seed has no issue, so it makes a few (from a
// comment, blank, overdue, in a workspace's own status), then reads the list as the screen asks for it per role,
// filtered and searched, the authors, a bulk close of two, and puts the statuses back.
import { RECORDED_SEED_NOW } from '@console/api/contract';
import { read, write, type EarlierAnswers, type RecordingScript, type ScriptActor, type ScriptStep } from './script.ts';

// The screen's query with the defaults of a user without issue settings (data/issuesQuery.ts issuesQueryOf), one page
// of ISSUES_PAGE_SIZE.
const DEFAULT_STATUSES = 'status[]=new&status[]=inprogress&status[]=waiting&status[]=delayed';
const list = (filters: string, sort = 'created_desc') =>
  `/v1/issues?${filters}&assigned_to=0&department_id[]=0&sort=${sort}&limit=50`;
export const ISSUES_DEFAULT_LIST = list(DEFAULT_STATUSES);
const SPACE = 1;
const DAY = 86_400;
const seedNow = Math.floor(RECORDED_SEED_NOW / 1000);
const STATUSES = ['new', 'inprogress', 'waiting', 'delayed'];

const idOf = (earlier: EarlierAnswers, step: string): number => (earlier.get(step) as { id: number }).id;
const create = (name: string, body: Record<string, unknown>): ScriptStep => ({
  ...write('administrator', 'POST', '/v1/issues', body),
  name,
});
const screenReads = (as: ScriptActor): ScriptStep[] => [read(as, ISSUES_DEFAULT_LIST), read(as, '/v1/issues/settings')];

const ISSUES_LIST: RecordingScript = {
  name: 'issuesList',
  about: 'docs/issues.md: the issues list per role, filtered and searched, its authors, a bulk close of two',
  steps: [
    // A workspace's own status beside spec §9's (shown by its raw name).
    write('administrator', 'PUT', '/v1/issues/settings', { space_id: SPACE, statuses: [...STATUSES, 'review'] }),
    create('fromComment', {
      item_id: 6,
      title: 'Вернуть деньги за заказ 1042',
      priority: 'high',
      assignee_id: 4,
      department_id: 1,
      due_at: seedNow - DAY,
    }),
    create('callBack', {
      space_id: SPACE,
      title: 'Перезвонить по доставке',
      status: 'waiting',
      due_at: seedNow + 2 * DAY,
      assignee_id: 5,
    }),
    create('photo', { space_id: SPACE, title: 'Фото в отзыве не наше', priority: 'low', department_id: 2 }),
    create('review', { space_id: SPACE, title: 'Проверить ответ бота', status: 'review' }),
    create('done', { space_id: SPACE, title: 'Обновить шаблон ответа', status: 'closed' }),
    ...(['administrator', 'operator', 'reader'] as const).flatMap(screenReads),
    read('administrator', list(`${DEFAULT_STATUSES}&status[]=review`)),
    // The status filter as the screen's checkboxes leave it, one unchecked after another.
    read('administrator', list('status[]=inprogress&status[]=waiting&status[]=delayed')),
    read('administrator', list('status[]=waiting&status[]=delayed')),
    read('administrator', list('status[]=waiting')),
    read('administrator', list('status[]=closed')),
    read('administrator', list(`${DEFAULT_STATUSES}&q=нет такой задачи`)),
    read('administrator', list(DEFAULT_STATUSES, 'due_asc')),
    read('administrator', '/v1/issues/authors?limit=50'),
    read('administrator', '/v1/issues/authors?q=нет такого автора&limit=50'),
    // The authors page's link: the issues made for the comment's author.
    {
      ...read('administrator', ''),
      urlFrom: (earlier) =>
        list(`${DEFAULT_STATUSES}&author_id=${(earlier.get('fromComment') as { author: { id: number } }).author.id}`),
    },
    // Bulk: the operator closes two, in the order the list offers them (docs/issues.md POST v1/issues/bulk).
    {
      ...write('operator', 'POST', '/v1/issues/bulk'),
      bodyFrom: (earlier) => ({ ids: [idOf(earlier, 'photo'), idOf(earlier, 'callBack')], status: 'closed' }),
    },
    read('operator', ISSUES_DEFAULT_LIST),
    // Put back what later scripts read: spec §9's statuses.
    write('administrator', 'PUT', '/v1/issues/settings', { space_id: SPACE, statuses: STATUSES }),
  ],
};

export const ISSUES_LIST_SCRIPTS: readonly RecordingScript[] = [ISSUES_LIST];
