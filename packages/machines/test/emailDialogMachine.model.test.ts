// Model-based: @xstate/graph walks the email dialog (spec §4) with the person's events and the two answers of
// the server as events; every path is replayed on a real actor whose actors answer the same way.
import { describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { emailDialogMachine } from '../src/emailDialogMachine.ts';
import { createCoverage } from './coverage.ts';

type DialogEvent = EventFromLogic<typeof emailDialogMachine>;
type DialogSnapshot = SnapshotFrom<typeof emailDialogMachine>;

const serverError = { status: 409, serverText: 'Этот email уже используется другой учётной записью' };
const answers = [
  { type: 'xstate.done.actor.0.emailDialog.sending', output: { email: 'old@demo.local', sent_at: 1 } },
  { type: 'xstate.error.actor.0.emailDialog.sending', error: serverError },
  { type: 'xstate.done.actor.0.emailDialog.saving', output: 'new@demo.local' },
  { type: 'xstate.error.actor.0.emailDialog.saving', error: serverError },
] as const;
type Answer = (typeof answers)[number];
const isAnswer = (event: { type: string }): event is Answer =>
  event.type.startsWith('xstate.done.') || event.type.startsWith('xstate.error.');

const personEvents: DialogEvent[] = [
  { type: 'resend' },
  { type: 'edit' },
  { type: 'field.change', value: 'new@demo.local' },
  { type: 'field.change', value: 'not an email' },
  { type: 'save' },
  { type: 'cancel' },
  { type: 'close' },
  { type: 'email.known', email: 'other@demo.local' },
];

const input = { email: 'old@demo.local' };
const modelView = (snapshot: DialogSnapshot) => ({
  value: snapshot.value,
  tags: [...snapshot.tags].sort(),
  context: snapshot.context,
});

// Shortest paths to every (state, context) vertex; the events after the last step walk each state's exits.
const paths = getShortestPaths(emailDialogMachine, {
  input,
  events: (snapshot) => {
    if (snapshot.matches('sending')) return answers.filter((a) => a.type.endsWith('sending')) as unknown as DialogEvent[];
    if (snapshot.matches('saving')) return answers.filter((a) => a.type.endsWith('saving')) as unknown as DialogEvent[];
    return personEvents;
  },
  limit: 5000,
});

const coverage = createCoverage(emailDialogMachine);

const stepName = (event: { type: string }) =>
  isAnswer(event) ? `${event.type.includes('done') ? 'ok' : 'fails'}(${event.type.split('.').at(-1)})` : event.type;

describe('emailDialogMachine model', () => {
  it('finds paths to every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(['edit', 'error', 'resend', 'saving', 'sending', 'success']);
  });

  // Each shortest path, then every event of the person from where it ends (so every exit of every vertex is walked).
  const extended = paths.flatMap((path) =>
    path.state.hasTag('busy')
      ? [path]
      : [path, ...personEvents.map((event) => ({ ...path, steps: [...path.steps, { event, state: null }] }))],
  );

  it.each(extended.map((path) => [path.steps.map((step) => stepName(step.event)).join(' → '), path] as const))(
    'replays %s',
    async (_name, path) => {
      const queue = path.steps.map((step): { type: string } => step.event).filter(isAnswer);
      const answer = async () => {
        const next = queue.shift();
        if (!next) return new Promise<never>(() => {});
        if ('error' in next) throw next.error;
        return next.output;
      };
      const sendConfirmation = vi.fn(async (_: { input: { email: string } }): Promise<unknown> => answer());
      const changeEmail = vi.fn(async (_: { input: { email: string } }) => (await answer()) as string);
      const machine = emailDialogMachine.provide({
        actors: { sendConfirmation: fromPromise(sendConfirmation), changeEmail: fromPromise(changeEmail) },
      });
      const actor = createActor(machine, { input, inspect: coverage.inspect }).start();
      const expectedSends: { email: string }[] = [];
      const expectedSaves: { email: string }[] = [];
      for (const step of path.steps) {
        const event: { type: string } = step.event;
        if (event.type === 'xstate.init') continue;
        if (isAnswer(event)) await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
        else {
          const before = actor.getSnapshot();
          actor.send(event as DialogEvent);
          const after = actor.getSnapshot();
          // The actors are called with what the dialog showed: the account's address, or the trimmed field.
          if (!before.hasTag('busy') && after.matches('sending')) expectedSends.push({ email: before.context.email });
          if (!before.hasTag('busy') && after.matches('saving')) expectedSaves.push({ email: before.context.field.trim() });
        }
        if (step.state) expect(modelView(actor.getSnapshot())).toEqual(modelView(step.state));
      }
      expect(sendConfirmation.mock.calls.map(([args]) => args.input)).toEqual(expectedSends);
      expect(changeEmail.mock.calls.map(([args]) => args.input)).toEqual(expectedSaves);
      actor.stop();
    },
  );

  // spec §8: a failed save shows the server's text in the same form; the typed address stays for a retry.
  it('a failed save goes to error with the server text and keeps the field', async () => {
    const machine = emailDialogMachine.provide({
      actors: {
        sendConfirmation: fromPromise(async (): Promise<unknown> => ({})),
        changeEmail: fromPromise(async (): Promise<string> => {
          throw serverError;
        }),
      },
    });
    const actor = createActor(machine, { input, inspect: coverage.inspect }).start();
    actor.send({ type: 'edit' });
    actor.send({ type: 'field.change', value: 'admin@demo.local' });
    actor.send({ type: 'save' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(actor.getSnapshot().context).toMatchObject({ field: 'admin@demo.local', error: serverError });
    expect([...actor.getSnapshot().tags].sort()).toEqual(['error', 'form']);
    actor.stop();
  });

  it('reaches every state and transition', () => {
    coverage.assertAllReached();
  });
});

describe('emailDialogMachine rules', () => {
  const start = () => {
    const changeEmail = vi.fn(async ({ input: request }: { input: { email: string } }) => request.email);
    const actor = createActor(
      emailDialogMachine.provide({
        actors: { changeEmail: fromPromise(changeEmail), sendConfirmation: fromPromise(async (): Promise<unknown> => ({})) },
      }),
      { input },
    ).start();
    return { actor, changeEmail };
  };

  it('spec §5: save does nothing until the field holds an address; the error is known on every change', () => {
    const { actor, changeEmail } = start();
    actor.send({ type: 'edit' });
    expect(actor.getSnapshot().context.fieldError).toBeNull();
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('edit');
    actor.send({ type: 'field.change', value: 'a@b' });
    expect(actor.getSnapshot().context.fieldError).toBe('invalid');
    actor.send({ type: 'field.change', value: '' });
    expect(actor.getSnapshot().context.fieldError).toBe('required');
    actor.send({ type: 'save' });
    expect(changeEmail).not.toHaveBeenCalled();
  });

  it('spec §4: saving sends the trimmed field; success shows the new address; closing resets to resend with an empty field', async () => {
    const { actor, changeEmail } = start();
    actor.send({ type: 'edit' });
    actor.send({ type: 'field.change', value: '  New@Demo.local ' });
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(changeEmail.mock.calls[0]![0].input).toEqual({ email: 'New@Demo.local' });
    expect(actor.getSnapshot().context.email).toBe('New@Demo.local');
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('resend');
    expect(actor.getSnapshot().context).toMatchObject({ field: '', fieldError: null, error: null, sentAgain: false });
  });
});
