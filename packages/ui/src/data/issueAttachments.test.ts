// The checks an issue's files meet before anything is sent (the server's limits: contract issueAttachments.ts).
import { describe, expect, it } from 'vitest';
import { ISSUE_ATTACHMENT_MAX_BYTES, ISSUE_ATTACHMENTS_MAX } from '@console/api/contract';
import { checkIssueFiles } from './issueAttachments.ts';

const file = (name: string, type: string, size = 3) => new File([new Uint8Array(size)], name, { type });

describe('checkIssueFiles', () => {
  it('takes the allowed types within the size and says why the others are refused', () => {
    const { accepted, problems } = checkIssueFiles(
      [file('a.pdf', 'application/pdf'), file('b.html', 'text/html'), file('c.png', 'image/png', ISSUE_ATTACHMENT_MAX_BYTES + 1)],
      0,
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(problems).toEqual([
      { kind: 'type', name: 'b.html', mime: 'text/html' },
      { kind: 'tooLarge', name: 'c.png', limitMb: 10 },
    ]);
  });

  it('keeps only as many as the issue still holds', () => {
    const { accepted, problems } = checkIssueFiles(
      [file('a.txt', 'text/plain'), file('b.txt', 'text/plain')],
      ISSUE_ATTACHMENTS_MAX - 1,
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.txt']);
    expect(problems).toEqual([{ kind: 'tooMany', limit: ISSUE_ATTACHMENTS_MAX }]);
  });
});
