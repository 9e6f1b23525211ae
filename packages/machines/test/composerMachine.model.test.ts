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
];

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
});

const eventsOf = (snapshot: Snapshot): ComposerEvent[] => {
  if (snapshot.matches('loading')) return drafts;
  if (snapshot.matches('sending')) return [{ type: DONE } as never, { type: ERROR, error: 'boom' } as never, person[7]!];
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
    expect([...reached].sort()).toEqual(['"editing"', '"failed"', '"loading"', '"queued"', '"sending"', '"sent"']);
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
        else next.reject('boom');
        await flush();
      } else if (event.type === AFTER) vi.advanceTimersByTime(COMPOSER_SENT_SHOWN_MS);
      else actor.send(event as ComposerEvent);
      expect(view(actor.getSnapshot())).toEqual(view(step.state));
    }
    // What the store holds is always what the composer shows.
    const { text, outbox } = actor.getSnapshot().context;
    if (saves.length > 0) expect(saves.at(-1)).toEqual({ text, outbox });
    // A reply is never sent while another of this composer is in flight; a key is only ever sent with one text.
    expect(pending.length).toBeLessThanOrEqual(1);
    for (const reply of sent) expect(sent.filter((r) => r.key === reply.key).every((r) => r.text === reply.text)).toBe(true);
    actor.stop();
  });

  // The rules, on the same coverage: the paths above end where a state is first reached, these walk on from there.
  const start = (online: boolean, draft: ComposerDraft = { text: '', outbox: [] }) => {
    const sent: QueuedReply[] = [];
    const saves: ComposerDraft[] = [];
    const answers: ('ok' | 'lost' | 'offline')[] = [];
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
          if (answer !== 'ok') throw new Error(answer);
        }),
      },
    });
    const actor = createActor(machine, { input: input(online), inspect: coverage.inspect }).start();
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

  it('reaches every state and transition', () => {
    coverage.assertAllReached();
  });
});
