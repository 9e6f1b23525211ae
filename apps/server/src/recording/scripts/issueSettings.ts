// settings/issues (docs/issues.md, docs/mocks.md): the demo space's issue settings as the administrator and a reader
// see them; a status added and marked closing, a default assignee and deadlines saved; a department created with a
// member, renamed, deleted. Played last, and it puts the settings back: the issues' scripts read none of its changes.
import type { DepartmentRecord } from '@console/api/contract';
import { read, write, type EarlierAnswers, type RecordingScript } from './script.ts';

const DEMO = 1; // the test seed's demo space
const OPERATOR = 4; // Oleg Operator
const settingsUrl = `/v1/issues/settings?space_id=${DEMO}`;

/** The spec §9 statuses the test seed's demo space has, `closed` closing, nobody assigned, no deadlines. */
const SEED_SETTINGS = {
  space_id: DEMO,
  statuses: ['new', 'inprogress', 'waiting', 'delayed'],
  closing: ['closed'],
  assigned_to: null,
  deadlines: { low: null, normal: null, high: null },
};

/** What a story saves: `resolved` added and closing, new issues to the operator, 24 h normal and 4 h high. */
export const RECORDED_ISSUE_SETTINGS = {
  space_id: DEMO,
  statuses: ['new', 'inprogress', 'waiting', 'delayed', 'closed', 'resolved'],
  closing: ['closed', 'resolved'],
  assigned_to: OPERATOR,
  deadlines: { low: null, normal: 24, high: 4 },
};

/** The department a story creates, with the operator in it, and its new name. */
export const RECORDED_DEPARTMENT = { name: 'Возвраты', renamed: 'Возвраты и обмен', user_ids: [OPERATOR] };

const created = (earlier: EarlierAnswers) => (earlier.get('department') as DepartmentRecord).id;

export const ISSUE_SETTINGS_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'issueSettings',
    about:
      'settings/issues: the demo space as the administrator and a reader see it; a closing status added, a default ' +
      'assignee and deadlines saved; a department created with the operator, renamed, deleted; the settings put back',
    steps: [
      read('administrator', settingsUrl),
      read('reader', settingsUrl),
      write('administrator', 'PUT', '/v1/issues/settings', RECORDED_ISSUE_SETTINGS),
      read('administrator', settingsUrl),
      {
        ...write('administrator', 'POST', '/v1/issues/departments', {
          space_id: DEMO,
          name: RECORDED_DEPARTMENT.name,
          user_ids: RECORDED_DEPARTMENT.user_ids,
        }),
        name: 'department',
      },
      read('administrator', settingsUrl),
      {
        ...write('administrator', 'PATCH', '/v1/issues/departments/:id', {
          name: RECORDED_DEPARTMENT.renamed,
          user_ids: RECORDED_DEPARTMENT.user_ids,
        }),
        urlFrom: (earlier) => `/v1/issues/departments/${created(earlier)}`,
      },
      read('administrator', settingsUrl),
      {
        ...write('administrator', 'DELETE', '/v1/issues/departments/:id'),
        urlFrom: (earlier) => `/v1/issues/departments/${created(earlier)}`,
      },
      read('administrator', settingsUrl),
      // Put back: the issues' scripts after it create issues with the seed's settings.
      write('administrator', 'PUT', '/v1/issues/settings', SEED_SETTINGS),
    ],
  },
];
