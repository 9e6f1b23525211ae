// Model-based: @xstate/graph walks the login machine's logic with the token answers as events, and every
// path found is replayed on a real actor whose requestToken answers the same way.
import { describe, expect, it, vi } from 'vitest';
import { getSimplePaths } from '@xstate/graph';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { ApiError } from '@console/api/client';
import type { TokenResponse } from '@console/api/contract';
import { loginMachine } from '../src/loginMachine.ts';
import type { RequestTokenInput } from '../src/loginMachine.ts';
import { createCoverage } from './coverage.ts';

const NOW = 1_750_000_000_000;
const token: TokenResponse = { access_token: 'a', refresh_token: 'r', expires_in: 60, token_type: 'Bearer' };
const failures = {
  codeRequired: new ApiError({
    kind: 'http',
    message: '400',
    status: 400,
    errorType: 'code_required',
    serverText: 'Введите код',
  }),
  notFound: new ApiError({ kind: 'http', message: '404', status: 404, serverText: 'Пользователь не найден' }),
  network: new ApiError({ kind: 'network', message: 'offline' }),
  server: new ApiError({ kind: 'http', message: '500', status: 500, serverText: 'Internal' }),
};

type LoginEventAny = EventFromLogic<typeof loginMachine>;
type LoginSnapshot = SnapshotFrom<typeof loginMachine>;
type AnswerEvent =
  { type: 'xstate.done.actor.requestToken'; output: TokenResponse } | { type: 'xstate.error.actor.requestToken'; error: unknown };

// The graph walks the pure logic: storeToken must not throw there.
const modelMachine = loginMachine.provide({ actions: { storeToken: () => {} } });
const input = { redirect: '/items', now: () => NOW };

const userEvents: LoginEventAny[] = [
  { type: 'credentials.submit', username: ' otp@demo.local ', password: 'demo-pass-1' },
  { type: 'credentials.submit', username: 'not-an-email', password: 'demo-pass-1' },
  { type: 'code.submit', code: '123456' },
  { type: 'code.submit', code: '12345678' },
  { type: 'code.back' },
];
const answerEvents: AnswerEvent[] = [
  { type: 'xstate.done.actor.requestToken', output: token },
  ...Object.values(failures).map((error) => ({ type: 'xstate.error.actor.requestToken' as const, error })),
];
const isAnswer = (event: { type: string }): event is AnswerEvent => event.type.endsWith('.actor.requestToken');

const modelView = (snapshot: LoginSnapshot) => {
  const { now: _now, ...context } = snapshot.context;
  return { value: snapshot.value, tags: [...snapshot.tags].sort(), context };
};

const stepName = (event: { type: string }): string => {
  if (!isAnswer(event)) return event.type === 'xstate.init' ? 'start' : event.type;
  if (event.type === 'xstate.done.actor.requestToken') return 'token';
  return Object.entries(failures).find(([, error]) => error === event.error)?.[0] ?? 'error';
};

const paths = getSimplePaths(modelMachine, {
  input,
  // Answers only mean something while a request is in flight; the rest is user input.
  events: (snapshot) => (snapshot.hasTag('busy') ? answerEvents : userEvents) as LoginEventAny[],
  limit: 5000,
  stopWhen: (snapshot) => snapshot.status === 'done',
});

const coverage = createCoverage(loginMachine);

describe('loginMachine model', () => {
  it('finds paths to every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(['code', 'credentials', 'submitting', 'submittingCode', 'success']);
    expect(paths.length).toBeGreaterThan(10);
  });

  it.each(paths.map((path) => [path.steps.map((step) => stepName(step.event)).join(' → '), path] as const))(
    'replays %s on a real actor',
    async (_name, path) => {
      const answers = path.steps.map((step): { type: string } => step.event).filter(isAnswer);
      const requestToken = vi.fn(async (_: { input: RequestTokenInput }) => {
        const answer = answers.shift();
        if (!answer) return new Promise<TokenResponse>(() => {}); // the path ends while the request is in flight
        if (answer.type === 'xstate.error.actor.requestToken') throw answer.error;
        return answer.output;
      });
      const storeToken = vi.fn();
      const machine = loginMachine.provide({ actors: { requestToken: fromPromise(requestToken) }, actions: { storeToken } });
      const actor = createActor(machine, { input, inspect: coverage.inspect }).start();
      for (const step of path.steps) {
        if (!isAnswer(step.event)) actor.send(step.event);
        else await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
        expect(modelView(actor.getSnapshot())).toEqual(modelView(step.state));
      }
      const submits = path.steps.filter((step) => step.event.type.endsWith('.submit') && step.state.hasTag('busy'));
      expect(requestToken).toHaveBeenCalledTimes(submits.length);
      for (const [index, call] of requestToken.mock.calls.entries()) {
        const { context } = submits[index]!.state;
        expect(call[0].input).toEqual(
          submits[index]!.state.matches('submittingCode')
            ? { username: context.username, password: context.password, code: context.code }
            : { username: context.username, password: context.password },
        );
      }
      const successes = path.state.status === 'done' ? [[{}, { token: { ...token, expires_at: NOW + 60_000 } }]] : [];
      expect(storeToken.mock.calls.map(([, params]) => params)).toEqual(successes.map(([, params]) => params));
    },
  );

  it('reaches every state and transition', () => {
    coverage.assertAllReached();
  });
});
