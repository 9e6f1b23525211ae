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
// The word is spliced in so that this file does not itself read as a comment citing a tracker number.
const ISSUE = 'issue';

tester.run('no-issue-numbers', noIssueNumbers, {
  valid: [
    '// spec §4: reload after 8 h\nconst a = 1;',
    "const title = 'Issue #17 assigned to you';",
    '/* The Issues menu entry shows two counts. */ const b = 2;',
    '// A tissue 5 mm thick is not a tracker number.\nconst c = 3;',
  ],
  invalid: [
    { code: `// The pill brings rows in (${ISSUE} 6).\nconst a = 1;`, errors: [error(`${ISSUE} 6`)] },
    { code: '/** Issue #7: chats. */ const b = 2;', errors: [error('Issue #7')] },
    { code: `/*\n * Shared by ${ISSUE}s 6 and 7.\n */ const c = 3;`, errors: [error(`${ISSUE}s 6`)] },
    { code: `const d = <div>{/* ${ISSUE.toUpperCase()} 3 "Operations" */}</div>;`, errors: [error(`${ISSUE.toUpperCase()} 3`)] },
    {
      code: `// ${ISSUE} 4 here\n// and ${ISSUE} 5 there\nconst e = 5;`,
      errors: [
        { ...error(`${ISSUE} 4`), line: 1, column: 4 },
        { ...error(`${ISSUE} 5`), line: 2, column: 8 },
      ],
    },
  ],
});
