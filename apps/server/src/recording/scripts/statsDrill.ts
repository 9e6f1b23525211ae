// The drill-down's script (docs/stats.md "Drill-down"): the comments and chats lists behind stats numbers, as the
// list screens ask for them (data/itemsQuery.ts and chatsQuery.ts queryOf: the event filter, no default statuses):
// the month before the seed's instant in Moscow, all operators and one operator's, and a refused partial filter.
import { read, type EarlierAnswers, type RecordingScript, type ScriptStep } from './script.ts';

const PERIOD = 'event_from=2026-10-23&event_to=2026-11-22&event_tz=Europe%2FMoscow';
const items = (event: string, extra = '') => `/v1/items?limit=50&event=${event}&${PERIOD}${extra}`;
const chats = (event: string) => `/v1/chats?limit=50&event=${event}&${PERIOD}`;
const operatorId = (earlier: EarlierAnswers): number => (earlier.get('operatorMe') as { id: number }).id;

const byOperator = (event: string): ScriptStep => ({
  ...read('administrator', ''),
  urlFrom: (earlier) => items(event, `&event_user_id=${operatorId(earlier)}`),
});

const STATS_DRILL: RecordingScript = {
  name: 'statsDrill',
  about: 'docs/stats.md "Drill-down": the comments and chats lists filtered by a stats event, in a period of a zone',
  steps: [
    { ...read('operator', '/v1/me'), name: 'operatorMe' },
    read('administrator', items('received')),
    read('administrator', items('replied')),
    read('administrator', items('closed_without_reply')),
    byOperator('replied'),
    byOperator('replies'),
    read('administrator', chats('received')),
    read('administrator', `/v1/chats/counts?event=received&${PERIOD}`),
    // A partial filter (no last day) is refused with its reason.
    read('administrator', `/v1/items?limit=50&event=replied&event_from=2026-10-23`),
  ],
};

export const STATS_DRILL_SCRIPTS: readonly RecordingScript[] = [STATS_DRILL];
