// A comment cites the spec section or a docs/ page, never a tracker number (architecture.md, "Comments and names").
const trackerNumber = /\bissues? #?\d+/i;

/** @type {import('eslint').Rule.RuleModule} */
export const noIssueNumbers = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments cite the spec section or a docs/ page, not a tracker number.' },
    messages: { trackerNumber: "Comment cites '{{text}}': cite the spec section (spec §N) or a docs/ page instead." },
    schema: [],
  },
  create(context) {
    const { sourceCode } = context;
    return {
      Program() {
        for (const comment of sourceCode.getAllComments()) {
          const match = trackerNumber.exec(comment.value);
          if (!match) continue;
          // The comment's text starts after its opening `//` or `/*`.
          const start = comment.range[0] + 2 + match.index;
          context.report({
            loc: { start: sourceCode.getLocFromIndex(start), end: sourceCode.getLocFromIndex(start + match[0].length) },
            messageId: 'trackerNumber',
            data: { text: match[0] },
          });
        }
      },
    };
  },
};

export const commentRules = [
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx,jsx}'],
    plugins: { comments: { rules: { 'no-issue-numbers': noIssueNumbers } } },
    rules: { 'comments/no-issue-numbers': 'error' },
  },
];
