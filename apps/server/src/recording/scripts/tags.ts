// settings/tags, tag_groups and labels (spec §2.4; docs/mocks.md): the demo space's tags and groups, a group and a tag
// created, a tag and a label renamed by one administrator and then refused to a form opened before that (docs/error-types.md
// conflict; then put back), a tag deleted off its comments, and an author's label taken off. Played last: its writes
// change tags and labels no earlier script reads.
import { read, write, type EarlierAnswers, type RecordingScript } from './script.ts';

const DEMO = 1; // the test seed's demo space
const DELIVERY = 1; // the seed's first tag, 'Доставка' (blue), on comments
const THANKS = 4; // the seed's 'Благодарность', deleted here
const PAYMENT = 2; // the seed's 'Оплата', on comments, merged into 'Доставка' here
const REGULAR = 1; // the seed's first label, 'Постоянный клиент' (green), on authors
const delivery = { name: 'Доставка', color: 'blue', group_id: null, parent_id: null };
const staleDelivery = write('administrator', 'PUT', `/v1/tags/${DELIVERY}`, {
  ...delivery,
  name: 'Доставка и оплата',
  seen: delivery,
});
const regular = { name: 'Постоянный клиент', color: 'green' };
const staleRegular = write('administrator', 'PUT', `/v1/labels/${REGULAR}`, { ...regular, name: 'Клиент', seen: regular });

const firstAuthor = (earlier: EarlierAnswers): number => {
  const answer = earlier.get('regularAuthors') as { items?: { id: number }[] } | undefined;
  const id = answer?.items?.[0]?.id;
  if (id === undefined) throw new Error('the label has no author to take it off');
  return id;
};

export const TAGS_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'tagSettings',
    about:
      'spec §2.4 settings/tags: the tags with their comment counts and groups; a group created, a tag created, a tag renamed by one administrator then refused to a form opened before that (put back), a tag deleted off its comments, and a tag merged into another',
    steps: [
      read('administrator', `/v1/tags/manage?space_id=${DEMO}`),
      write('administrator', 'POST', '/v1/tag_groups', { space_id: DEMO, name: 'Отзывы' }),
      read('administrator', `/v1/tags/manage?space_id=${DEMO}`),
      write('administrator', 'POST', '/v1/tags', {
        space_id: DEMO,
        name: 'Курьер',
        color: 'blue',
        group_id: null,
        parent_id: null,
      }),
      read('administrator', `/v1/tags/manage?space_id=${DEMO}`),
      write('administrator', 'PUT', `/v1/tags/${DELIVERY}`, { ...delivery, name: 'Доставка курьером', seen: delivery }),
      staleDelivery,
      { ...staleDelivery, language: 'en' },
      write('administrator', 'PUT', `/v1/tags/${DELIVERY}`, delivery),
      write('administrator', 'DELETE', `/v1/tags/${THANKS}`),
      read('administrator', `/v1/tags/manage?space_id=${DEMO}`),
      // "Merge into…": 'Оплата' (on comments) into 'Доставка'; its comments carry 'Доставка', it goes.
      write('administrator', 'POST', `/v1/tags/${PAYMENT}/merge`, { into_id: DELIVERY }),
      read('administrator', `/v1/tags/manage?space_id=${DEMO}`),
    ],
  },
  {
    name: 'labelSettings',
    about:
      'spec §2.4 settings/labels: the labels with their author counts, the authors of one; a label created, renamed by one administrator then refused to a form opened before that (put back), and taken off an author',
    steps: [
      read('administrator', `/v1/labels/manage?space_id=${DEMO}`),
      { ...read('administrator', `/v1/labels/${REGULAR}/authors`), name: 'regularAuthors' },
      write('administrator', 'POST', '/v1/labels', { space_id: DEMO, name: 'VIP', color: 'blue' }),
      read('administrator', `/v1/labels/manage?space_id=${DEMO}`),
      write('administrator', 'PUT', `/v1/labels/${REGULAR}`, { ...regular, name: 'Постоянный', seen: regular }),
      staleRegular,
      { ...staleRegular, language: 'en' },
      write('administrator', 'PUT', `/v1/labels/${REGULAR}`, regular),
      {
        ...write('administrator', 'DELETE', `/v1/labels/${REGULAR}/authors/0`),
        urlFrom: (earlier) => `/v1/labels/${REGULAR}/authors/${firstAuthor(earlier)}`,
      },
    ],
  },
];
