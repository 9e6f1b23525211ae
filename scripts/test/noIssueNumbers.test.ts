import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { noIssueNumbers } from '../lint/noIssueNumbers.js';

// architecture.md "Comments and names": a comment cites the spec or docs/, never a tracker number; strings may.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { ecmaVersion: 'latest', sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
});
const error = (text: string) => ({ messageId: 'trackerNumber', data: { text } });

tester.run('no-issue-numbers', noIssueNumbers, {
  valid: [
    '// spec §4: reload after 8 h\nconst a = 1;',
    "const title = 'Issue #17 assigned to you';",
    '/* The Issues menu entry shows two counts. */ const b = 2;',
    '// A tissue 5 mm thick is not a tracker number.\nconst c = 3;',
  ],
  invalid: [
    { code: '// The pill brings rows in (issue 6).\nconst a = 1;', errors: [error('issue 6')] },
    { code: '/** Issue #7: chats. */ const b = 2;', errors: [error('Issue #7')] },
    { code: '/*\n * Shared by issues 6 and 7.\n */ const c = 3;', errors: [error('issues 6')] },
    { code: 'const d = <div>{/* ISSUE 3 "Operations" */}</div>;', errors: [error('ISSUE 3')] },
    {
      code: '// issue 4 here\n// and issue 5 there\nconst e = 5;',
      errors: [
        { ...error('issue 4'), line: 1, column: 4 },
        { ...error('issue 5'), line: 2, column: 8 },
      ],
    },
  ],
});
