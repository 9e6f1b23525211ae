// settings/templates (spec §2.4; docs/mocks.md): the demo space's reply templates with their scopes, a template created
// for one network, one edited by an editor and then refused to a form opened before that (docs/error-types.md
// conflict; then put back), and the created one deleted. Played last: its writes change templates no earlier script
// reads (the composer's recordings read GET v1/templates before it).
import { read, write, type EarlierAnswers, type RecordingScript } from './script.ts';

const DEMO = 1; // the test seed's demo space
const GREETING = 1; // the seed's first template, 'Приветствие', for every network
const greeting = {
  name: 'Приветствие',
  text: 'Здравствуйте! Спасибо, что написали нам. Чем мы можем помочь?',
  provider: null,
  object_id: null,
};
const staleGreeting = write('administrator', 'PATCH', `/v1/templates/${GREETING}`, {
  ...greeting,
  text: 'Добрый день, {author}!',
  seen: greeting,
});

const createdId = (earlier: EarlierAnswers): number => {
  const id = (earlier.get('created') as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'number') throw new Error('the template was not created');
  return id;
};

export const TEMPLATES_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'templateSettings',
    about:
      'spec §2.4 settings/templates: the templates with their scopes; one created for VK, one edited then refused to a form opened before that (put back), and the created one deleted',
    steps: [
      read('administrator', `/v1/templates/manage?space_id=${DEMO}`),
      {
        ...write('administrator', 'POST', '/v1/templates', {
          space_id: DEMO,
          name: 'Благодарность',
          text: 'Спасибо, {author}! Передадим команде.',
          provider: 'vk',
          object_id: null,
        }),
        name: 'created',
      },
      read('administrator', `/v1/templates/manage?space_id=${DEMO}`),
      write('administrator', 'PATCH', `/v1/templates/${GREETING}`, {
        ...greeting,
        text: 'Здравствуйте, {author}! Спасибо, что написали нам. Чем мы можем помочь?',
        seen: greeting,
      }),
      staleGreeting,
      { ...staleGreeting, language: 'en' },
      write('administrator', 'PATCH', `/v1/templates/${GREETING}`, greeting),
      {
        ...write('administrator', 'DELETE', '/v1/templates/0'),
        urlFrom: (earlier) => `/v1/templates/${createdId(earlier)}`,
      },
      read('administrator', `/v1/templates/manage?space_id=${DEMO}`),
    ],
  },
];
