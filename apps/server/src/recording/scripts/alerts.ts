// settings/integrations and settings/subscriptions (spec §2.4): the administrator connects a channel (a token the
// sandbox refuses, then one it takes), posts a test message and disconnects; a Slack app stays connected for the
// subscriptions, which start with one alert by email and then change. Played last: no script before it reads these.
import { read, write, type EarlierAnswers, type RecordingScript } from './script.ts';

const SPACE = 1; // the test seed's demo workspace
const FILTER = 9; // the administrator's saved comments filter 'Новые' (world config)
const TELEGRAM = { space_id: SPACE, token: '123456789:AAH-sandbox-token-0123456789abcdefghij', target: '@zerno_alerts' };
// docs/error-types.md conflict: a connect begun while the page showed Telegram not connected, after another
// administrator connected it.
const staleConnect = write('administrator', 'PUT', '/v1/integrations/telegram', {
  ...TELEGRAM,
  target: '@zerno_support',
  seen: null,
});
const emailAlert = (earlier: EarlierAnswers) => `/v1/subscriptions/${(earlier.get('email') as { id: number }).id}`;
// docs/error-types.md conflict: a row's change begun from the list as it showed the email alert (daily), after the alert
// was changed in another tab.
const staleChange = {
  ...write('administrator', 'PUT', '/v1/subscriptions/0', {
    channel: 'email',
    frequency: 'weekly',
    seen: { channel: 'email', frequency: 'daily' },
  }),
  urlFrom: emailAlert,
};

export const ALERTS_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'integrations',
    about:
      'spec §2.4 integrations: none connected, a refused token, Telegram connected, a test message, disconnected; a ' +
      'connect begun before another administrator connected it refused as changed meanwhile, then disconnected',
    steps: [
      read('administrator', `/v1/integrations?space_id=${SPACE}`),
      write('administrator', 'PUT', '/v1/integrations/telegram', { ...TELEGRAM, token: 'not-a-token' }),
      { ...write('administrator', 'PUT', '/v1/integrations/telegram', { ...TELEGRAM, token: 'not-a-token' }), language: 'en' },
      write('administrator', 'PUT', '/v1/integrations/telegram', TELEGRAM),
      read('administrator', `/v1/integrations?space_id=${SPACE}`),
      write('administrator', 'POST', '/v1/integrations/telegram/test', { space_id: SPACE }),
      write('administrator', 'DELETE', `/v1/integrations/telegram?space_id=${SPACE}`),
      read('administrator', `/v1/integrations?space_id=${SPACE}`),
      write('administrator', 'PUT', '/v1/integrations/telegram', { ...TELEGRAM, target: '@zerno_news' }),
      staleConnect,
      { ...staleConnect, language: 'en' },
      write('administrator', 'DELETE', `/v1/integrations/telegram?space_id=${SPACE}`),
    ],
  },
  {
    name: 'slackOn',
    about: 'spec §2.4 integrations: a Slack app connected (it stays, for the subscriptions), its test message',
    steps: [
      write('administrator', 'PUT', '/v1/integrations/slack', {
        space_id: SPACE,
        token: 'xoxb-1234-5678-sandboxtoken',
        target: '#support',
      }),
      read('administrator', `/v1/integrations?space_id=${SPACE}`),
      write('administrator', 'POST', '/v1/integrations/slack/test', { space_id: SPACE }),
    ],
  },
  {
    name: 'subscriptions',
    about:
      'spec §2.4, §3 subscriptions: one alert by email, the channels, another added, the same again refused, changed, ' +
      'deleted; a change of the email alert begun before it was changed in another tab refused as changed meanwhile',
    steps: [
      {
        ...write('administrator', 'POST', '/v1/subscriptions', { filter_id: FILTER, channel: 'email', frequency: 'daily' }),
        name: 'email',
      },
      read('administrator', '/v1/subscriptions'),
      read('administrator', '/v1/me/notifications'),
      {
        ...write('administrator', 'POST', '/v1/subscriptions', { filter_id: FILTER, channel: 'slack', frequency: 'instant' }),
        name: 'slack',
      },
      read('administrator', '/v1/subscriptions'),
      write('administrator', 'POST', '/v1/subscriptions', { filter_id: FILTER, channel: 'email', frequency: 'hourly' }),
      {
        ...write('administrator', 'POST', '/v1/subscriptions', { filter_id: FILTER, channel: 'email', frequency: 'hourly' }),
        language: 'en',
      },
      {
        ...write('administrator', 'PUT', '/v1/subscriptions/0', { channel: 'slack', frequency: 'every_3_hours' }),
        urlFrom: (earlier) => `/v1/subscriptions/${(earlier.get('slack') as { id: number }).id}`,
      },
      read('administrator', '/v1/subscriptions'),
      {
        ...write('administrator', 'DELETE', '/v1/subscriptions/0'),
        urlFrom: (earlier) => `/v1/subscriptions/${(earlier.get('slack') as { id: number }).id}`,
      },
      {
        ...write('administrator', 'PUT', '/v1/subscriptions/0', { channel: 'email', frequency: 'every_12_hours' }),
        urlFrom: emailAlert,
      },
      staleChange,
      { ...staleChange, language: 'en' },
    ],
  },
];
