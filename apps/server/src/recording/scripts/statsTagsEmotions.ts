// Statistics (spec §2.3 /stats/tags and /stats/emotions, docs/stats.md "Screens"): the per-tag and per-sentiment
// figures as the screens ask them, in the stories' zone (Europe/Moscow) for the test seed's last 30 days up to its
// clock, for the administrator: an empty period, a tag filter, and the tags' names and colours (settings/tags), read
// after every script's writes (the tags scripts merge and delete tags; the macros tag comments).
import { read, type RecordingScript } from './script.ts';
import { STATS_EMPTY_PERIOD, STATS_PERIOD } from './stats.ts';

const SPACE = 1;
const ZONE = 'Europe/Moscow';
/** The test seed's tag with comments after the tags script's merge ("Доставка"). */
const TAG = 1;
const stats = (path: 'tags' | 'emotions', period: { from: string; to: string }, filters = '') =>
  `/v1/stats/${path}?space_id=${SPACE}&from=${period.from}&to=${period.to}&tz=${ZONE}${filters}`;

export const STATS_TAGS_EMOTIONS_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'statsTagsEmotions',
    about: 'stats/tags and stats/emotions: the last 30 days as the administrator, an empty period, a tag filter; the tags',
    steps: [
      read('administrator', `/v1/tags/manage?space_id=${SPACE}`),
      read('administrator', stats('tags', STATS_PERIOD)),
      read('administrator', stats('tags', STATS_EMPTY_PERIOD)),
      read('administrator', stats('tags', STATS_PERIOD, `&tag_id[]=${TAG}`)),
      read('administrator', stats('emotions', STATS_PERIOD)),
      read('administrator', stats('emotions', STATS_EMPTY_PERIOD)),
      read('administrator', stats('emotions', STATS_PERIOD, `&tag_id[]=${TAG}`)),
    ],
  },
];
