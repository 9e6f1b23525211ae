import { useState } from 'react';

/**
 * The `seen` a page holds apart from the record as loaded (docs/error-types.md conflict): whose it is (`of`: the record
 * itself, or its id), and whether the page keeps it across refetches (`kept`: a form begun from it, see `keep`).
 */
export type KnownSeen<S> = { of: unknown; seen: S; kept: boolean } | null;

export interface SeenSaveOptions<R, T> {
  /**
   * Whose `seen` this is. By default the record itself: once it is refetched (a new record), its next save is sent with
   * it as loaded. A page that keeps what its form began from (`keep`) names it as it kept it (the id, the space).
   */
  of?: unknown;
  /** The record as the save left it, from the answer: a page that keeps its `seen` sends this next. */
  saved?: (answer: T) => R | null | undefined;
}

export interface SeenAfterConflict<R, S> {
  /**
   * Saves `record` with `write(seen)`: `seen` is the record's fields as the editor saw them, or after a refusal as
   * changed meanwhile (a 409 `conflict`), the record as the other administrator left it. The refusal is thrown on, so
   * the page shows its text; the form keeps the edits, and the next save is made knowing the other's.
   */
  save: <T>(record: R, write: (seen: S) => Promise<T>, options?: SeenSaveOptions<R, T>) => Promise<T>;
  /**
   * Called while rendering, once the record is loaded: what the form begins from is the `seen` of `of` until a save or
   * a refusal moves it, so a refetch while editing (focus, another tab, the socket) does not move it, and another
   * administrator's save in between is refused instead of silently written over.
   */
  keep: (of: unknown, record: R) => void;
}

/** `useSeenAfterConflict` over a page's state (`known`, `setKnown`): its pure part. */
export function seenAfterConflict<R, S>(
  known: KnownSeen<S>,
  setKnown: (update: (was: KnownSeen<S>) => KnownSeen<S>) => void,
  seenOf: (record: R) => S,
  conflictOf: (failure: unknown) => R | null,
): SeenAfterConflict<R, S> {
  // An answer moves the `seen` of its own record: one the page keeps for another (it moved on meanwhile) stays.
  const learn = (of: unknown, record: R) =>
    setKnown((was) => (was?.kept && was.of !== of ? was : { of, seen: seenOf(record), kept: was?.kept ?? false }));
  async function save<T>(record: R, write: (seen: S) => Promise<T>, options: SeenSaveOptions<R, T> = {}): Promise<T> {
    const { of = record, saved } = options;
    const seen = known !== null && known.of === of ? known.seen : seenOf(record);
    let answer: T;
    try {
      answer = await write(seen);
    } catch (failure) {
      // Refused as changed meanwhile: the edits stay in the form; the next save is made knowing the other's.
      const current = conflictOf(failure);
      if (current) learn(of, current);
      throw failure;
    }
    const after = saved?.(answer);
    if (after) learn(of, after);
    return answer;
  }
  const keep = (of: unknown, record: R) => {
    if (known === null || known.of !== of) setKnown(() => ({ of, seen: seenOf(record), kept: true }));
  };
  return { save, keep };
}

/**
 * Saves a settings record knowing the other's version (docs/error-types.md conflict): an update carries `seen`, the
 * record's fields as the editor last saw them (`seenOf`); a 409 refusal carries the record as another administrator
 * left it (`conflictOf`, from `conflictCurrentOf`), and the next save is sent with that as `seen`, while the form keeps
 * the user's edits. `save` does one save; `keep` holds what a form began from across refetches.
 */
export function useSeenAfterConflict<R, S>(
  seenOf: (record: R) => S,
  conflictOf: (failure: unknown) => R | null,
): SeenAfterConflict<R, S> {
  const [known, setKnown] = useState<KnownSeen<S>>(null);
  return seenAfterConflict(known, setKnown, seenOf, conflictOf);
}
