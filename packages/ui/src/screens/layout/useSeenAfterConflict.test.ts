import { describe, expect, it } from 'vitest';
import { seenAfterConflict, type KnownSeen } from './useSeenAfterConflict.ts';

type Tag = { id: number; name: string; items: number };
type Seen = { name: string };

class Refused extends Error {
  readonly current: Tag | null;
  constructor(current: Tag | null) {
    super('refused');
    this.current = current;
  }
}

const seenOf = (tag: Tag): Seen => ({ name: tag.name });
const conflictOf = (failure: unknown): Tag | null => (failure instanceof Refused ? failure.current : null);

/** A page's state as React keeps it: each render reads `known` as the last update left it. */
function page() {
  let known: KnownSeen<Seen> = null;
  const sent: Seen[] = [];
  const render = () =>
    seenAfterConflict<Tag, Seen>(
      known,
      (update) => {
        known = update(known);
      },
      seenOf,
      conflictOf,
    );
  /** One save as the page makes it: sends its `seen`, then answers `answer` or is refused with `failure`. */
  const save = (tag: Tag, outcome: { answer?: Tag; failure?: unknown } = {}, of?: unknown) =>
    render()
      .save(
        tag,
        (seen) => {
          sent.push(seen);
          return outcome.failure === undefined ? Promise.resolve(outcome.answer ?? tag) : Promise.reject(outcome.failure);
        },
        of === undefined ? {} : { of, saved: (answer) => answer },
      )
      .catch(() => undefined);
  return { render, save, sent };
}

const tag: Tag = { id: 1, name: 'Mine', items: 3 };
const theirs: Tag = { id: 1, name: 'Theirs', items: 3 };

describe('useSeenAfterConflict (docs/error-types.md conflict)', () => {
  it('sends the record as the editor saw it', async () => {
    const { save, sent } = page();
    await save(tag);
    await save(tag);
    expect(sent).toEqual([{ name: 'Mine' }, { name: 'Mine' }]);
  });

  it("after a 409 conflict, the next save of the same record is sent knowing the other administrator's", async () => {
    const { save, sent } = page();
    await save(tag, { failure: new Refused(theirs) });
    await save(tag);
    expect(sent).toEqual([{ name: 'Mine' }, { name: 'Theirs' }]);
  });

  it('throws the refusal on, so the page shows its text', async () => {
    const { render } = page();
    const failure = new Refused(theirs);
    await expect(render().save(tag, () => Promise.reject(failure))).rejects.toBe(failure);
  });

  it('any other failure leaves the seen as it was', async () => {
    const { save, sent } = page();
    await save(tag, { failure: new Error('offline') });
    await save(tag, { failure: new Refused(null) });
    await save(tag);
    expect(sent).toEqual([{ name: 'Mine' }, { name: 'Mine' }, { name: 'Mine' }]);
  });

  it('a refetched record (another object) is sent as loaded: what the refusal taught was of the old one', async () => {
    const { save, sent } = page();
    await save(tag, { failure: new Refused(theirs) });
    await save({ ...theirs, name: 'Refetched' });
    expect(sent).toEqual([{ name: 'Mine' }, { name: 'Refetched' }]);
  });

  it('a kept record: a refetch does not move its seen, a refusal and a save do', async () => {
    const { render, save, sent } = page();
    render().keep(1, tag);
    render().keep(1, { ...tag, name: 'Refetched' });
    await save({ ...tag, name: 'Refetched' }, {}, 1);
    expect(sent.at(-1)).toEqual({ name: 'Mine' });
    await save(tag, { failure: new Refused(theirs) }, 1);
    await save(tag, { answer: { ...tag, name: 'Saved' } }, 1);
    expect(sent.at(-1)).toEqual({ name: 'Theirs' });
    await save(tag, {}, 1);
    expect(sent.at(-1)).toEqual({ name: 'Saved' });
  });

  it("kept for another record (the page moved on), an earlier save's answer leaves it", async () => {
    const { render, save, sent } = page();
    const other: Tag = { id: 2, name: 'Other', items: 0 };
    render().keep(1, tag);
    const late = render().save(tag, () => Promise.reject(new Refused(theirs)), { of: 1 });
    render().keep(2, other);
    await late.catch(() => undefined);
    render().keep(2, { ...other, name: 'Refetched' });
    await save({ ...other, name: 'Refetched' }, {}, 2);
    expect(sent).toEqual([{ name: 'Other' }]);
  });
});
