import type { AfterClose } from '@console/api/contract';

// Moving on (screens.md "Keyboard", my settings): after closing a comment or chat, and with J/K on its page, the next
// or previous one of the list the user came from, in that list's order and filters, as J/K walk it.
/** Without a stored choice (a backend without our field, docs/answers.md): the next one. */
export const DEFAULT_AFTER_CLOSE: AfterClose = 'next';

/**
 * The id of the row after (`next`) or before (`previous`) `current` in `ids`; null when there is none, and the list's
 * first row (next) when the open one is not in the list (opened from a link, or it has left the list).
 */
export function neighbourOf(ids: readonly number[], current: number, direction: 'next' | 'previous'): number | null {
  const at = ids.indexOf(current);
  if (at < 0) return direction === 'next' ? (ids[0] ?? null) : null;
  return ids[direction === 'next' ? at + 1 : at - 1] ?? null;
}

/** Where closing `current` leads: another row's id, or the list (the choice, or no row that way). */
export function afterCloseTarget(ids: readonly number[], current: number, choice: AfterClose): number | 'list' {
  if (choice === 'list') return 'list';
  return neighbourOf(ids, current, choice) ?? 'list';
}
