// Model-based: @xstate/graph walks the forced-status machine with the user's choices, the status the app learns
// (config, socket, another tab) and the answers of the save and the logout as events; every path is replayed on a
// real actor whose actors answer when the path says so.
import { describe, expect, it, vi } from 'vitest';
import { getSimplePaths } from '@xstate/graph';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { ApiError } from '@console/api/client';
import { forcedStatusMachine } from '../src/forcedStatusMachine.ts';
import { createCoverage } from './coverage.ts';

const ONLINE = 1;
const OFFLINE = 4;
const failures = {
  refused: new ApiError({ kind: 'http', message: '400', status: 400, serverText: 'Этот статус недоступен' }),
  network: new ApiError({ kind: 'network', message: 'offline' }),
};

type ForcedEventAny = EventFromLogic<typeof forcedStatusMachine>;
type ForcedSnapshot = SnapshotFrom<typeof forcedStatusMachine>;
type AnswerEvent =
  | { type: 'xstate.done.actor.saveStatus'; output: undefined }
  | { type: 'xstate.error.actor.saveStatus'; error: unknown }
  | { type: 'xstate.done.actor.logout'; output: undefined }
  | { type: 'xstate.error.actor.logout'; error: unknown };

const becameOffline: ForcedEventAny = { type: 'status.current', status: OFFLINE, offline: true };
const becameOnline: ForcedEventAny = { type: 'status.current', status: ONLINE, offline: false };
const userEvents: ForcedEventAny[] = [
  becameOffline,
  becameOnline,
  { type: 'status.select', status: ONLINE },
  // spec §5: the current status itself cannot be saved.
  { type: 'status.select', status: OFFLINE },
  { type: 'status.save' },
  { type: 'logout' },
];
const saveAnswers: AnswerEvent[] = [
  { type: 'xstate.done.actor.saveStatus', output: undefined },
  ...Object.values(failures).map((error) => ({ type: 'xstate.error.actor.saveStatus' as const, error })),
];
const logoutAnswers: AnswerEvent[] = [
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'xstate.error.actor.logout', error: new Error('storage unavailable') },
];
const isAnswer = (event: { type: string }): event is AnswerEvent =>
  event.type.startsWith('xstate.done.actor') || event.type.startsWith('xstate.error.actor');

const view = (snapshot: ForcedSnapshot) => ({
  value: snapshot.value,
  tags: [...snapshot.tags].sort(),
  context: snapshot.context,
});

const stepName = (event: { type: string; [key: string]: unknown }): string => {
  if (event.type === 'xstate.init') return 'start';
  if (event.type === 'status.current') return event['offline'] ? 'offline' : 'online';
  if (event.type === 'status.select') return `select ${String(event['status'])}`;
  if (!isAnswer(event)) return event.type;
  const error = 'error' in event ? Object.entries(failures).find(([, e]) => e === event.error)?.[0] : undefined;
  return `${event.type.replace('xstate.', '').replace('.actor.', ' ')}${error ? ` (${error})` : ''}`;
};

// Self-transitions and the retry after a failure lead back to a vertex already walked: the examples below take them.
const paths = getSimplePaths(forcedStatusMachine, {
  events: (snapshot) =>
    (snapshot.matches('saving')
      ? [...saveAnswers, becameOnline, becameOffline]
      : snapshot.matches('loggingOut')
        ? logoutAnswers
        : userEvents) as ForcedEventAny[],
  limit: 20_000,
  stopWhen: (snapshot) => snapshot.status === 'done',
});

const coverage = createCoverage(forcedStatusMachine);

describe('forcedStatusMachine model', () => {
  it('finds paths to every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(['choosing', 'closed', 'failed', 'loggingOut', 'saving', 'signedOut']);
  });

  it.each(paths.map((path) => [path.steps.map((step) => stepName(step.event)).join(' → '), path] as const))(
    'replays %s on a real actor',
    async (_name, path) => {
      let pending: { resolve: () => void; reject: (error: unknown) => void } | null = null;
      const deferred = () => new Promise<void>((resolve, reject) => (pending = { resolve, reject }));
      const saveStatus = vi.fn((_: { input: { status: number } }) => deferred());
      const logout = vi.fn(() => deferred());
      const statusSaved = vi.fn((_: unknown, params: { status: number }) => params.status);
      const machine = forcedStatusMachine.provide({
        actors: { saveStatus: fromPromise(saveStatus), logout: fromPromise(logout) },
        actions: { statusSaved },
      });
      const actor = createActor(machine, { inspect: coverage.inspect }).start();
      for (const step of path.steps) {
        const event: { type: string } = step.event;
        if (event.type === 'xstate.init') {
          // nothing to send
        } else if (isAnswer(event)) {
          const settle = pending!;
          pending = null;
          if (event.type.startsWith('xstate.done')) settle.resolve();
          else settle.reject((event as { error: unknown }).error);
          const before = actor.getSnapshot().value;
          await waitFor(actor, (snapshot) => snapshot.value !== before);
        } else actor.send(step.event);
        expect(view(actor.getSnapshot())).toEqual(view(step.state));
      }
      // Each save sent only the selected status (spec §7: the forced dialog sends only status)…
      const saves = path.steps.filter((step) => step.state.matches('saving') && step.event.type === 'status.save');
      expect(saveStatus.mock.calls.map(([arg]) => arg.input)).toEqual(
        saves.map((step) => ({ status: step.state.context.selected })),
      );
      // …and a successful one was handed to the UI once.
      const saved = path.steps.filter((step) => (step.event as { type: string }).type === 'xstate.done.actor.saveStatus');
      expect(statusSaved.mock.calls.map(([, params]) => params)).toEqual(saved.map(() => ({ status: ONLINE })));
      expect(logout).toHaveBeenCalledTimes(
        path.steps.filter((step) => step.event.type === 'logout' && step.state.matches('loggingOut')).length,
      );
      actor.stop();
    },
  );
});

describe('forcedStatusMachine examples', () => {
  it('opens for an offline status, refuses to save the current one, saves the chosen one and closes', async () => {
    const saveStatus = vi.fn(async (): Promise<void> => undefined);
    const actor = createActor(forcedStatusMachine.provide({ actors: { saveStatus: fromPromise(saveStatus) } }), {
      inspect: coverage.inspect,
    }).start();
    actor.send(becameOnline);
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    actor.send(becameOffline);
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    // The status learnt again (a config reload) keeps the dialog as it is.
    actor.send(becameOffline);
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'status.save' });
    actor.send({ type: 'status.select', status: OFFLINE });
    actor.send({ type: 'status.save' });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'status.select', status: ONLINE });
    actor.send({ type: 'status.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    expect(saveStatus).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context).toMatchObject({ current: ONLINE });
  });

  it('leaves its snapshot as it is for a working status while closed (a status burst renders nothing here)', () => {
    const actor = createActor(forcedStatusMachine, { inspect: coverage.inspect }).start();
    const before = actor.getSnapshot();
    actor.send(becameOnline);
    actor.send({ type: 'status.current', status: ONLINE + 1, offline: false });
    expect(actor.getSnapshot()).toBe(before);
    actor.send(becameOffline);
    expect(actor.getSnapshot().context.current).toBe(OFFLINE);
    actor.stop();
  });

  it('keeps the server’s text of a failure, or none for a network failure, and clears it on the next try', async () => {
    const answers: unknown[] = [failures.refused, failures.network];
    const saveStatus = fromPromise<void, { status: number }>(async () => {
      throw answers.shift();
    });
    const actor = createActor(forcedStatusMachine.provide({ actors: { saveStatus } }), { inspect: coverage.inspect }).start();
    actor.send(becameOffline);
    actor.send({ type: 'status.select', status: ONLINE });
    actor.send({ type: 'status.save' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Этот статус недоступен' });
    actor.send(becameOffline);
    expect(actor.getSnapshot()).toMatchObject({ value: 'failed', context: { error: { text: 'Этот статус недоступен' } } });
    actor.send({ type: 'status.save' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toEqual({ text: null });
  });
});

describe('forcedStatusMachine coverage', () => {
  it('reaches every state and transition', () => {
    coverage.assertAllReached();
  });
});
