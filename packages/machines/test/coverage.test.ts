// The coverage helper must be able to fail: these tests prove it lists what a run did not reach.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { loginMachine } from '../src/loginMachine.ts';
import type { RuntimeConfig } from '@console/api/contract';
import { bootMachine } from '../src/bootMachine.ts';
import type { LoadRuntimeConfigResult } from '../src/bootMachine.ts';
import { createCoverage } from './coverage.ts';

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  context: { count: 0 },
  states: {
    off: { on: { flip: [{ guard: ({ context }) => context.count > 99, target: 'broken' }, { target: 'on' }] } },
    on: { always: { target: 'off' } },
    broken: {},
  },
});

describe('createCoverage', () => {
  it('enumerates every state and every guarded candidate, eventless and invoke transitions', () => {
    const boot = createCoverage(bootMachine);
    expect(boot.allStates()).toEqual(['boot', 'boot.loading', 'boot.ready', 'boot.error']);
    expect(boot.allTransitions()).toEqual([
      'boot.loading --xstate.done.actor.loadRuntimeConfig#0 if isConfigLoaded--> boot.ready',
      'boot.loading --xstate.done.actor.loadRuntimeConfig#1--> boot.error',
      'boot.loading --xstate.error.actor.loadRuntimeConfig#0--> boot.error',
      'boot.error --boot.retry#0--> boot.loading',
    ]);
    expect(createCoverage(toggle).allTransitions()).toEqual([
      'toggle.off --flip#0 if (inline guard)--> toggle.broken',
      'toggle.off --flip#1--> toggle.on',
      'toggle.on --(always)#0--> toggle.off',
    ]);
    expect(createCoverage(loginMachine).allTransitions()).toEqual([
      'login.credentials --credentials.submit#0 if areCredentialsValid--> login.submitting',
      'login.submitting --xstate.done.actor.requestToken#0--> login.success',
      'login.submitting --xstate.error.actor.requestToken#0 if isCodeRequired--> login.code',
      'login.submitting --xstate.error.actor.requestToken#1--> login.credentials',
      'login.code --code.submit#0 if isCodeValid--> login.submittingCode',
      'login.code --code.back#0--> login.credentials',
      'login.submittingCode --xstate.done.actor.requestToken#0--> login.success',
      'login.submittingCode --xstate.error.actor.requestToken#0 if isCodeRequired--> login.code',
      'login.submittingCode --xstate.error.actor.requestToken#1 if isCredentialsRejected--> login.credentials',
      'login.submittingCode --xstate.error.actor.requestToken#2--> login.code',
    ]);
  });

  it('fails listing the unreached state and transition of a partial run', () => {
    const coverage = createCoverage(toggle);
    const actor = createActor(toggle, { inspect: coverage.inspect }).start();
    actor.send({ type: 'flip' });
    expect(actor.getSnapshot().value).toBe('off');
    expect(coverage.unreached()).toEqual({
      states: ['toggle.broken'],
      transitions: ['toggle.off --flip#0 if (inline guard)--> toggle.broken'],
    });
    expect(() => coverage.assertAllReached()).toThrowError(
      "Machine 'toggle': not reached by the tests:\n  state toggle.broken\n  transition toggle.off --flip#0 if (inline guard)--> toggle.broken",
    );
  });

  it('fails for a real machine when a path is missing, and passes once every path ran', async () => {
    const coverage = createCoverage(bootMachine);
    const failing = bootMachine.provide({ actors: { loadRuntimeConfig: fromPromise(() => Promise.reject(new Error('down'))) } });
    const actor = createActor(failing, { inspect: coverage.inspect }).start();
    await waitFor(actor, (s) => s.matches('error'));
    expect(() => coverage.assertAllReached()).toThrowError(/state boot\.ready[\s\S]*boot\.retry#0/);

    const results: LoadRuntimeConfigResult[] = [
      { ok: false, reason: 'malformed', issues: [] },
      { ok: true, config: {} as RuntimeConfig },
    ];
    const next = fromPromise<LoadRuntimeConfigResult>(async () => results.shift() ?? Promise.reject(new Error('none')));
    const scripted = bootMachine.provide({ actors: { loadRuntimeConfig: next } });
    const second = createActor(scripted, { inspect: coverage.inspect }).start();
    await waitFor(second, (s) => s.matches('error'));
    second.send({ type: 'boot.retry' });
    await waitFor(second, (s) => s.matches('ready'));
    expect(coverage.unreached()).toEqual({ states: [], transitions: [] });
    expect(() => coverage.assertAllReached()).not.toThrow();
  });

  it('ignores inspection events of other machines and child actors', async () => {
    const coverage = createCoverage(toggle);
    const missing = fromPromise<LoadRuntimeConfigResult>(async () => ({ ok: false, reason: 'missing', issues: [] }));
    const boot = bootMachine.provide({ actors: { loadRuntimeConfig: missing } });
    const actor = createActor(boot, { inspect: coverage.inspect }).start();
    await waitFor(actor, (s) => s.matches('error'));
    expect(coverage.unreached().states).toEqual(['toggle', 'toggle.off', 'toggle.on', 'toggle.broken']);
  });
});
