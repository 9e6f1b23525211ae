import { describe, expect, it } from 'vitest';
import { bulkReplyResults } from './bulkReplyResults.ts';

const item = (id: number) =>
  ({ id, text: `text ${id}`, author: { name: `author ${id}` } }) as Parameters<typeof bulkReplyResults>[0][number];

describe('bulkReplyResults', () => {
  it('lists every comment in order: sent, or failed with the server text', () => {
    const results = bulkReplyResults([item(1), item(2), item(3)], [{ id: 2, error: 'deleted' }], (id) => `/items/${id}`);
    expect(results.map((one) => [one.id, one.state, one.error])).toEqual([
      [1, 'sent', undefined],
      [2, 'failed', 'deleted'],
      [3, 'sent', undefined],
    ]);
    expect(results[1]).toMatchObject({ authorName: 'author 2', text: 'text 2', href: '/items/2' });
  });
});
