// settings/hde/{id} and the issue page's HelpDeskEddy control (docs/hde.md): the administrator connects the sandbox
// desk (an address that is no host and a bad key refused, then one it takes) and disconnects; then a desk stays
// connected, an operator makes a blank issue and sends it as a ticket; a reader sees the ticket. Played last: no
// script before it reads these (the issue it makes is the test seed's first).
import { read, write, type EarlierAnswers, type RecordingScript } from './script.ts';

const SPACE = 1; // the test seed's demo workspace
export const HDE_RECORDED_DESK = {
  domain: 'zerno.helpdeskeddy.com',
  email: 'support@zerno.example',
  api_key: 'hde-sandbox-0123456789abcdef0123456789',
};
const issueDesk = (earlier: EarlierAnswers) => `/v1/issues/${(earlier.get('issue') as { id: number }).id}/hde`;

export const HDE_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'hde',
    about:
      'settings/hde/{id}: not connected, an address that is no host and a key the desk refuses (ru, en), ' +
      'connected, disconnected',
    steps: [
      read('administrator', `/v1/hde/${SPACE}`),
      write('administrator', 'PUT', `/v1/hde/${SPACE}`, { ...HDE_RECORDED_DESK, domain: 'not a desk' }),
      write('administrator', 'PUT', `/v1/hde/${SPACE}`, { ...HDE_RECORDED_DESK, api_key: 'bad-0123456789abcdef0123456789abc' }),
      {
        ...write('administrator', 'PUT', `/v1/hde/${SPACE}`, {
          ...HDE_RECORDED_DESK,
          api_key: 'bad-0123456789abcdef0123456789abc',
        }),
        language: 'en',
      },
      write('administrator', 'PUT', `/v1/hde/${SPACE}`, HDE_RECORDED_DESK),
      read('administrator', `/v1/hde/${SPACE}`),
      write('administrator', 'DELETE', `/v1/hde/${SPACE}`),
      read('administrator', `/v1/hde/${SPACE}`),
    ],
  },
  {
    name: 'hdeOn',
    about:
      'a HelpDeskEddy desk connected (it stays); an operator makes a blank issue and sends it as a ticket (once); ' +
      'a reader sees the ticket and may not send',
    steps: [
      write('administrator', 'PUT', `/v1/hde/${SPACE}`, HDE_RECORDED_DESK),
      read('administrator', `/v1/hde/${SPACE}`),
      { ...write('operator', 'POST', '/v1/issues', { space_id: SPACE, title: 'Вернуть оплату за заказ 1042' }), name: 'issue' },
      { ...read('operator', '/v1/issues/0/hde'), urlFrom: issueDesk },
      { ...read('reader', '/v1/issues/0/hde'), urlFrom: issueDesk },
      { ...write('operator', 'POST', '/v1/issues/0/hde', {}), urlFrom: issueDesk },
      { ...read('operator', '/v1/issues/0/hde'), urlFrom: issueDesk },
      { ...read('reader', '/v1/issues/0/hde'), urlFrom: issueDesk },
      { ...write('reader', 'POST', '/v1/issues/0/hde', {}), urlFrom: issueDesk },
    ],
  },
];
