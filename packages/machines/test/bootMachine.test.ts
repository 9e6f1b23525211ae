import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RuntimeConfig } from '@console/api/contract';
import { bootMachine } from '../src/bootMachine.ts';
import type { LoadRuntimeConfigResult } from '../src/bootMachine.ts';
import { createCoverage } from './coverage.ts';

const coverage = createCoverage(bootMachine);

const config: RuntimeConfig = {
  productName: 'Console',
  apiHosts: ['http://127.0.0.1:8080/', 'http://127.0.0.1:8081/'],
  socketUrl: 'ws://127.0.0.1:8080/socket',
  clientId: 'console',
  clientSecret: 'secret',
  captcha: null,
  social: {},
  tiktokRedirectHosts: ['https://a.example/', 'https://b.example/', 'http://localhost:5173/'],
  faqUrl: { ru: 'https://faq.example/ru', en: 'https://faq.example/en' },
};

// Each call of the loader takes the next scripted answer; a function answer rejects or resolves as it likes.
function startBoot(answers: Array<() => Promise<LoadRuntimeConfigResult>>) {
  const loader = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('unexpected extra load');
    return next();
  });
  const machine = bootMachine.provide({ actors: { loadRuntimeConfig: fromPromise(loader) } });
  const actor = createActor(machine, { inspect: coverage.inspect });
  actor.start();
  return { actor, loader };
}

describe('bootMachine', () => {
  it('starts in loading, then reaches ready with the loaded config', async () => {
    const { actor, loader } = startBoot([async () => ({ ok: true, config })]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ config: null, failure: null });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.hasTag('ready')).toBe(true);
    expect(ready.context).toEqual({ config, failure: null });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('shows error with the issues when config.json is malformed', async () => {
    const { actor } = startBoot([async () => ({ ok: false, reason: 'malformed', issues: ['apiHosts: Too small'] })]);
    const error = await waitFor(actor, (s) => s.matches('error'));
    expect(error.hasTag('error')).toBe(true);
    expect(error.context).toEqual({ config: null, failure: { reason: 'malformed', issues: ['apiHosts: Too small'] } });
  });

  it('shows error when the loader resolves missing', async () => {
    const { actor } = startBoot([async () => ({ ok: false, reason: 'missing', issues: [] })]);
    const error = await waitFor(actor, (s) => s.hasTag('error'));
    expect(error.context.failure).toEqual({ reason: 'missing', issues: [] });
  });

  it('counts a rejected load as missing, keeping the message as an issue', async () => {
    const { actor } = startBoot([() => Promise.reject(new Error('Failed to fetch'))]);
    const error = await waitFor(actor, (s) => s.matches('error'));
    expect(error.context).toEqual({ config: null, failure: { reason: 'missing', issues: ['Failed to fetch'] } });
  });

  it('counts a rejection without an Error as missing with no issues', async () => {
    const { actor } = startBoot([() => Promise.reject('boom')]);
    const error = await waitFor(actor, (s) => s.matches('error'));
    expect(error.context.failure).toEqual({ reason: 'missing', issues: [] });
  });

  it('boot.retry from error loads again, clearing the failure, and can reach ready', async () => {
    let release: (result: LoadRuntimeConfigResult) => void = () => {};
    const { actor, loader } = startBoot([
      async () => ({ ok: false, reason: 'missing', issues: [] }),
      () => new Promise<LoadRuntimeConfigResult>((resolve) => (release = resolve)),
    ]);
    await waitFor(actor, (s) => s.matches('error'));
    actor.send({ type: 'boot.retry' });
    const loading = actor.getSnapshot();
    expect(loading.matches('loading')).toBe(true);
    expect(loading.hasTag('loading')).toBe(true);
    expect(loading.context.failure).toBeNull();
    release({ ok: true, config });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.config).toEqual(config);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('ignores boot.retry outside the error state', async () => {
    const { actor, loader } = startBoot([async () => ({ ok: true, config })]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'boot.retry' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('fails loudly when the loader is not provided', async () => {
    const actor = createActor(bootMachine);
    actor.start();
    const error = await waitFor(actor, (s) => s.matches('error'));
    expect(error.context.failure).toEqual({ reason: 'missing', issues: ['loadRuntimeConfig not provided'] });
  });

  // Runs last (tests in a file run in order): lists anything the tests above did not reach.
  it('reaches every state and transition', () => {
    expect(coverage.unreached()).toEqual({ states: [], transitions: [] });
    coverage.assertAllReached();
  });
});
