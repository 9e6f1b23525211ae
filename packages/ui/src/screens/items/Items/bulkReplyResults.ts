import type { Item } from '@console/api/contract';
import type { BulkReplyResult } from './BulkReplyResults.tsx';

export type { BulkReplyResult };

/** Each comment a bulk reply went to: failed with the server's text when it is among `failed`, sent otherwise. */
export function bulkReplyResults(
  targets: readonly Pick<Item, 'id' | 'text' | 'author'>[],
  failed: readonly { id: number; error: string }[],
  href: (id: number) => string,
): BulkReplyResult[] {
  return targets.map((item) => {
    const failure = failed.find((one) => one.id === item.id);
    return {
      id: item.id,
      authorName: item.author.name,
      text: item.text,
      href: href(item.id),
      ...(failure ? { state: 'failed' as const, error: failure.error } : { state: 'sent' as const }),
    };
  });
}
