// An issue's files (docs/issues.md "Attachments", docs/mocks.md): the administrator makes a blank issue; the operator
// opens it (no files), adds a PDF and a text file, asks for the PDF's download link and removes the text file; the
// reader sees the issue with its one file. Played last: nothing earlier reads issues.
import type { Issue } from '@console/api/contract';
import { read, write, type EarlierAnswers, type RecordingScript, type ScriptStep } from './script.ts';

const DEMO = 1; // the test seed's demo space
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
/** The files the stories upload: the same names, types and bytes, so the replay finds these answers. */
export const ISSUE_FILES_PDF = { name: 'счёт №42.pdf', mime: 'application/pdf', data: base64('%PDF-1.4\n%счёт\n') };
export const ISSUE_FILES_TEXT = { name: 'план работ.txt', mime: 'text/plain', data: base64('1. Позвонить клиенту\n') };

const issueId = (earlier: EarlierAnswers) => (earlier.get('issue') as Issue).id;
const fileId = (earlier: EarlierAnswers, step: string) => (earlier.get(step) as { id: number }).id;
const onIssue = (step: ScriptStep, path: (earlier: EarlierAnswers) => string = () => ''): ScriptStep => ({
  ...step,
  urlFrom: (earlier) => `/v1/issues/${issueId(earlier)}${path(earlier)}`,
});

export const ISSUE_FILES_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'issueFiles',
    about:
      'docs/issues.md "Attachments": an issue without files, a PDF and a text file added (history entries), the download link, a removal; the reader sees the rest',
    steps: [
      { ...write('administrator', 'POST', '/v1/issues', { space_id: DEMO, title: 'Выставить счёт клиенту' }), name: 'issue' },
      onIssue(read('operator', '/v1/issues/0')),
      { ...onIssue(write('operator', 'POST', '/v1/issues/0/attachments', ISSUE_FILES_PDF), () => '/attachments'), name: 'pdf' },
      { ...onIssue(write('operator', 'POST', '/v1/issues/0/attachments', ISSUE_FILES_TEXT), () => '/attachments'), name: 'text' },
      onIssue(read('operator', '/v1/issues/0')),
      onIssue(read('operator', '/v1/issues/0/attachments/0'), (earlier) => `/attachments/${fileId(earlier, 'pdf')}`),
      onIssue(write('operator', 'DELETE', '/v1/issues/0/attachments/0'), (earlier) => `/attachments/${fileId(earlier, 'text')}`),
      onIssue(read('operator', '/v1/issues/0')),
      onIssue(read('reader', '/v1/issues/0')),
    ],
  },
];
