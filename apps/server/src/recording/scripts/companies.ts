// Companies on the accounts page (spec §1, §3 Company; docs/companies.md): the accounts and the space's members; a
// company created, its settings saved (chats not open by default, only grouped tags), then deleted; the seed's first
// company renamed by one administrator and refused to a form opened before that (docs/error-types.md conflict; then
// put back). Played last: the company it leaves is read by no script before it.
import type { CompanySettings } from '@console/api/contract';
import { read, write, type EarlierAnswers, type RecordingScript } from './script.ts';

const DEMO = 1; // the test seed's demo space
const ZERNO = 1; // the seed's first company, 'Кофейня «Зерно»', with accounts
const NEW_NAME = 'Северный филиал';
const zernoSettings: CompanySettings = { items_assigned_to: null, status_open: true, tags_mode: 'any' };
const zerno = { name: 'Кофейня «Зерно»', settings: zernoSettings };
const staleZerno = write('administrator', 'PATCH', `/v1/companies/${ZERNO}`, {
  name: 'Зерно и компания',
  settings: zernoSettings,
  seen: zerno,
});

const created = (earlier: EarlierAnswers): number => {
  const id = (earlier.get('created') as { id?: number } | undefined)?.id;
  if (id === undefined) throw new Error('the company was not created');
  return id;
};

export const COMPANIES_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'companies',
    about:
      'spec §1, §3 companies on the accounts page: a company created, its settings saved, deleted; a rename refused to a form opened before another administrator’s (put back)',
    steps: [
      read('administrator', '/v1/objects'),
      read('administrator', `/v1/members?space_id=${DEMO}`),
      read('administrator', '/v1/accounts/providers'),
      read('administrator', '/v1/billing/spaces'),
      { ...write('administrator', 'POST', '/v1/companies', { space_id: DEMO, name: NEW_NAME }), name: 'created' },
      read('administrator', '/v1/objects'),
      {
        ...write('administrator', 'PATCH', '/v1/companies/0', {
          name: NEW_NAME,
          settings: { items_assigned_to: null, status_open: false, tags_mode: 'grouped' },
        }),
        urlFrom: (earlier) => `/v1/companies/${created(earlier)}`,
      },
      read('administrator', '/v1/objects'),
      {
        ...write('administrator', 'DELETE', '/v1/companies/0'),
        urlFrom: (earlier) => `/v1/companies/${created(earlier)}`,
      },
      read('administrator', '/v1/objects'),
      write('administrator', 'PATCH', `/v1/companies/${ZERNO}`, { ...zerno, name: 'Кофейня Зерно', seen: zerno }),
      staleZerno,
      { ...staleZerno, language: 'en' },
      write('administrator', 'PATCH', `/v1/companies/${ZERNO}`, zerno),
    ],
  },
];
