// Model-based: @xstate/graph walks the reply composer (screens.md "Reply composer") with the person's events, the
// network's comings and goings and the server's two answers; every path is replayed on a real actor whose store and
// sendReply answer the same way, and the replies it sent are checked against the model.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import {
  composerMachine,
  COMPOSER_SENT_SHOWN_MS,
  type ComposerDraft,
  type ComposerEvent,
  type ComposerStoreEvent,
  type QueuedReply,
  ReplyStopped,
} from '../src/composerMachine.ts';
import { createCoverage } from './coverage.ts';

type Snapshot = SnapshotFrom<typeof composerMachine>;
const DONE = 'xstate.done.actor.0.composer.sending';
const ERROR = 'xstate.error.actor.0.composer.sending';
const AFTER = 'xstate.after.sentShown.composer.sent';

const loaded = (draft: ComposerDraft): ComposerEvent => ({ type: 'store.loaded', draft });
const drafts: ComposerEvent[] = [
  loaded({ text: '', outbox: [] }),
  loaded({ text: 'draft', outbox: [] }),
  loaded({ text: '', outbox: [{ key: 'k-stored', text: 'stored', close: true }] }),
];
const person: ComposerEvent[] = [
  { type: 'change', text: 'hi' },
  { type: 'change', text: '' },
  { type: 'send', close: false },
  { type: 'send', close: true },
  { type: 'retry' },
  { type: 'discard' },
  { type: 'online' },
  { type: 'offline' },
  { type: 'sendAnyway' },
];
// The server's 409 changed_meanwhile: another user replied meanwhile; `seen` is the marker now.
const stoppedBy = (seen: number) =>
  new ReplyStopped({
    error: 'Anna replied',
    error_type: 'changed_meanwhile',
    seen,
    changes: [{ kind: 'reply', user: { id: 2, name: 'Anna' }, at: 1, text: 'Her reply' }],
  });

const counter = () => {
  let n = 0;
  return () => `k${(n += 1)}`;
};
const input = (online: boolean) => ({ draftKey: 'item:1', online, newKey: counter() });
// Keys differ between the walk and the replay (each has its own counter); everything else must match.
const view = (snapshot: Snapshot) => ({
  value: snapshot.value,
  tags: [...snapshot.tags].sort(),
  text: snapshot.context.text,
  online: snapshot.context.online,
  outbox: snapshot.context.outbox.map(({ text, close }) => ({ text, close })),
  failed: snapshot.context.error !== null,
  stopped: snapshot.context.stopped !== null,
});

const eventsOf = (snapshot: Snapshot): ComposerEvent[] => {
  if (snapshot.matches('loading')) return drafts;
  if (snapshot.matches('sending'))
    return [
      { type: DONE } as never,
      { type: ERROR, error: 'boom' } as never,
      { type: ERROR, error: stoppedBy(7) } as never,
      person[7]!,
    ];
  // Two queued replies and texts joined once are enough to show the rules; more only grow the graph.
  const { outbox, text } = snapshot.context;
  const bounded = outbox.length >= 2 || text.length > 12 || outbox.some((reply) => reply.text.length > 12);
  const events = bounded ? person.filter((e) => e.type !== 'send' && e.type !== 'discard') : person;
  return snapshot.matches('sent') ? [...events, { type: AFTER } as never] : events;
};

const coverage = createCoverage(composerMachine);
const serializeState = (snapshot: Snapshot) => JSON.stringify(view(snapshot));
const paths = [true, false].flatMap((online) =>
  getShortestPaths(composerMachine, { input: input(online), events: eventsOf, serializeState, limit: 20000 }).map((path) => ({
    online,
    path,
  })),
);

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

describe('composerMachine model', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('finds paths to every state', () => {
    const reached = new Set(paths.map(({ path }) => JSON.stringify(path.state.value)));
    expect([...reached].sort()).toEqual(['"editing"', '"failed"', '"loading"', '"queued"', '"sending"', '"sent"', '"stopped"']);
  });

  it.each(
    paths.map(
      ({ online, path }) =>
        [`${online ? 'online' : 'offline'}: ${path.steps.map((s) => s.event.type).join(' → ')}`, online, path] as const,
    ),
  )('replays %s', async (_name, online, path) => {
    const pending: { resolve: () => void; reject: (error: unknown) => void }[] = [];
    const sent: QueuedReply[] = [];
    const saves: ComposerDraft[] = [];
    const machine = composerMachine.provide({
      actors: {
        store: fromCallback<ComposerStoreEvent, { draftKey: string }>(({ receive }) => {
          receive((event) => saves.push(event.draft));
        }),
        sendReply: fromPromise<void, QueuedReply>(
          ({ input: reply }) =>
            new Promise<void>((resolve, reject) => {
              sent.push(reply);
              pending.push({ resolve, reject });
            }),
        ),
      },
    });
    const actor = createActor(machine, { input: input(online), inspect: coverage.inspect }).start();
    for (const step of path.steps) {
      const event = step.event as { type: string };
      if (event.type === 'xstate.init') continue;
      if (event.type === DONE || event.type === ERROR) {
        const next = pending.shift()!;
        if (event.type === DONE) next.resolve();
        else next.reject((event as { error?: unknown }).error);
        await flush();
      } else if (event.type === AFTER) vi.advanceTimersByTime(COMPOSER_SENT_SHOWN_MS);
      else actor.send(event as ComposerEvent);
      expect(view(actor.getSnapshot())).toEqual(view(step.state));
    }
    // What the store holds is always what the composer shows.
    const { text, outbox, seen } = actor.getSnapshot().context;
    if (saves.length > 0) expect(saves.at(-1)).toEqual({ text, outbox, ...(seen === null ? {} : { seen }) });
    // A reply is never sent while another of this composer is in flight; a key is only ever sent with one text.
    expect(pending.length).toBeLessThanOrEqual(1);
    for (const reply of sent) expect(sent.filter((r) => r.key === reply.key).every((r) => r.text === reply.text)).toBe(true);
    actor.stop();
  });

  // The rules, on the same coverage: the paths above end where a state is first reached, these walk on from there.
  const start = (online: boolean, draft: ComposerDraft = { text: '', outbox: [] }, seen?: number) => {
    const sent: QueuedReply[] = [];
    const saves: ComposerDraft[] = [];
    const answers: ('ok' | 'lost' | 'offline' | 'stopped')[] = [];
    let inFlight = 0;
    const machine = composerMachine.provide({
      actors: {
        store: fromCallback<ComposerStoreEvent, { draftKey: string }>(({ sendBack, receive }) => {
          sendBack({ type: 'store.loaded', draft });
          receive((event) => saves.push(event.draft));
        }),
        sendReply: fromPromise<void, QueuedReply>(async ({ input: reply }) => {
          sent.push(reply);
          inFlight += 1;
          await Promise.resolve();
          inFlight -= 1;
          const answer = answers.shift() ?? 'ok';
          if (answer === 'stopped') throw stoppedBy(9);
          if (answer !== 'ok') throw new Error(answer);
        }),
      },
    });
    const given = seen === undefined ? input(online) : { ...input(online), seen };
    const actor = createActor(machine, { input: given, inspect: coverage.inspect }).start();
    return { actor, sent, saves, answers, inFlight: () => inFlight };
  };

  it('loads the stored draft; every change is saved; a sent reply clears it', async () => {
    const { actor, saves, sent } = start(true, { text: 'черновик', outbox: [] });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.text).toBe('черновик');
    actor.send({ type: 'change', text: 'ответ' });
    expect(saves.at(-1)).toEqual({ text: 'ответ', outbox: [] });
    actor.send({ type: 'send', close: true });
    expect(actor.getSnapshot().value).toBe('sending');
    await flush();
    expect(sent).toEqual([{ key: 'k1', text: 'ответ', close: true }]);
    expect(actor.getSnapshot().value).toBe('sent');
    expect(saves.at(-1)).toEqual({ text: '', outbox: [] });
    actor.send({ type: 'change', text: 'ещё' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.stop();
  });

  it('"sent" shows for a moment, then the composer is ready again', async () => {
    const { actor } = start(true, { text: 'a', outbox: [] });
    actor.send({ type: 'send', close: false });
    await flush();
    expect(actor.getSnapshot().value).toBe('sent');
    vi.advanceTimersByTime(COMPOSER_SENT_SHOWN_MS);
    expect(actor.getSnapshot().value).toBe('editing');
    actor.stop();
  });

  it('a blank reply is not sent', () => {
    const { actor, sent } = start(true, { text: '  \n ', outbox: [] });
    actor.send({ type: 'send', close: false });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(sent).toEqual([]);
    actor.stop();
  });

  it('offline: replies wait in the outbox with their keys and are sent once each, in order, when back online', async () => {
    const { actor, sent, saves, inFlight } = start(false);
    actor.send({ type: 'change', text: 'first' });
    actor.send({ type: 'send', close: false });
    expect(actor.getSnapshot().value).toBe('queued');
    expect(actor.getSnapshot().context.text).toBe('');
    actor.send({ type: 'change', text: 'second' });
    actor.send({ type: 'send', close: true });
    expect(actor.getSnapshot().context.outbox.map((r) => r.key)).toEqual(['k1', 'k2']);
    expect(saves.at(-1)?.outbox).toHaveLength(2);
    expect(sent).toEqual([]);
    actor.send({ type: 'online' });
    actor.send({ type: 'online' });
    expect(inFlight()).toBe(1);
    await flush();
    await flush();
    expect(sent).toEqual([
      { key: 'k1', text: 'first', close: false },
      { key: 'k2', text: 'second', close: true },
    ]);
    expect(actor.getSnapshot().value).toBe('sent');
    expect(saves.at(-1)).toEqual({ text: '', outbox: [] });
    actor.stop();
  });

  it('a reply stored by an earlier page is sent on load, with its stored key', async () => {
    const { actor, sent } = start(true, { text: '', outbox: [{ key: 'stored-key', text: 'x', close: false }] });
    await flush();
    expect(sent.map((r) => r.key)).toEqual(['stored-key']);
    expect(actor.getSnapshot().value).toBe('sent');
    actor.stop();
  });

  it('a lost answer: retry sends the same reply with the same key; discard takes it back into the field', async () => {
    const { actor, sent, answers } = start(true, { text: 'reply', outbox: [] });
    answers.push('lost', 'lost');
    actor.send({ type: 'send', close: false });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'retry' });
    await flush();
    expect(sent.map((r) => r.key)).toEqual(['k1', 'k1']);
    actor.send({ type: 'change', text: 'typed meanwhile' });
    actor.send({ type: 'discard' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ text: 'reply\n\ntyped meanwhile', outbox: [] });
    actor.stop();
  });

  it('the network goes while sending: the reply waits in the outbox and goes once the network is back', async () => {
    const { actor, sent, answers } = start(true, { text: 'reply', outbox: [] });
    answers.push('offline');
    actor.send({ type: 'send', close: false });
    actor.send({ type: 'offline' });
    await flush();
    expect(actor.getSnapshot().value).toBe('queued');
    actor.send({ type: 'online' });
    await flush();
    expect(sent.map((r) => r.key)).toEqual(['k1', 'k1']);
    expect(actor.getSnapshot().value).toBe('sent');
    actor.stop();
  });

  it('a reply carries what the page showed when its draft began, not what it shows later', async () => {
    const { actor, sent } = start(true, { text: '', outbox: [] }, 3);
    actor.send({ type: 'change', text: 'a' });
    actor.send({ type: 'seen', seen: 4 });
    actor.send({ type: 'send', close: false });
    await flush();
    expect(sent).toEqual([{ key: 'k1', text: 'a', close: false, seen: 3 }]);
    // Sent: the next draft begins from what the page shows now.
    actor.send({ type: 'change', text: 'b' });
    actor.send({ type: 'send', close: false });
    await flush();
    expect(sent[1]).toMatchObject({ text: 'b', seen: 4 });
    actor.stop();
  });

  it('a stored draft keeps its own marker across a reload', async () => {
    const { actor, sent, saves } = start(true, { text: 'draft', outbox: [], seen: 2 }, 5);
    actor.send({ type: 'send', close: true });
    expect(saves[0]).toMatchObject({ seen: 2 });
    await flush();
    expect(sent[0]).toMatchObject({ seen: 2 });
    actor.stop();
  });

  it('stopped by another user: the reply waits for the choice; send anyway sends it once under a new key', async () => {
    const { actor, sent, answers, saves } = start(true, { text: 'mine', outbox: [] }, 3);
    answers.push('stopped');
    actor.send({ type: 'send', close: true });
    await flush();
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(actor.getSnapshot().hasTag('stopped')).toBe(true);
    expect(actor.getSnapshot().context.stopped?.changes[0]?.text).toBe('Her reply');
    // The field is free; the stopped reply stays queued (and stored) until the user chooses.
    expect(actor.getSnapshot().context.text).toBe('');
    expect(saves.at(-1)?.outbox).toEqual([{ key: 'k1', text: 'mine', close: true, seen: 3 }]);
    actor.send({ type: 'sendAnyway' });
    await flush();
    expect(sent).toEqual([
      { key: 'k1', text: 'mine', close: true, seen: 3 },
      { key: 'k2', text: 'mine', close: true, seen: 9 },
    ]);
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.outbox).toEqual([]);
    actor.stop();
  });

  it('stopped, then discarded: nothing more is sent and the next draft counts from the change seen', async () => {
    const { actor, sent, answers } = start(true, { text: 'mine', outbox: [] }, 3);
    answers.push('stopped');
    actor.send({ type: 'send', close: false });
    await flush();
    actor.send({ type: 'change', text: 'typed meanwhile' });
    actor.send({ type: 'discard' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ text: 'typed meanwhile', outbox: [], stopped: null, seen: 9 });
    expect(sent).toHaveLength(1);
    actor.stop();
  });

  it('a reply queued offline that meets another user’s change on reconnect waits for the same choice', async () => {
    const { actor, sent, answers } = start(false, { text: '', outbox: [] }, 3);
    actor.send({ type: 'change', text: 'offline reply' });
    actor.send({ type: 'send', close: false });
    expect(actor.getSnapshot().value).toBe('queued');
    answers.push('stopped');
    actor.send({ type: 'online' });
    await flush();
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(sent).toHaveLength(1);
    actor.stop();
  });

  it('a reply queued offline can be cancelled before it goes; the others stay queued', async () => {
    const { actor, sent, saves } = start(false);
    actor.send({ type: 'change', text: 'first' });
    actor.send({ type: 'send', close: false });
    actor.send({ type: 'change', text: 'second' });
    actor.send({ type: 'send', close: false });
    actor.send({ type: 'cancel', key: 'k1' });
    expect(actor.getSnapshot().value).toBe('queued');
    expect(saves.at(-1)?.outbox.map((r) => r.text)).toEqual(['second']);
    actor.send({ type: 'cancel', key: 'k2' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'online' });
    await flush();
    expect(sent).toEqual([]);
    actor.stop();
  });

  it('reaches every state and transition', () => {
    coverage.assertAllReached();
  });
});
