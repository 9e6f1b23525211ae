// The console's boot: read config.json beside index.html, then run or show the error page.
import { assign, fromPromise, setup } from 'xstate';
import type { RuntimeConfig } from '@console/api/contract';

export type BootFailureReason = 'missing' | 'malformed';

export interface BootFailure {
  reason: BootFailureReason;
  issues: string[];
}

// What the provided loader resolves with; a rejection counts as 'missing'.
export type LoadRuntimeConfigResult = { ok: true; config: RuntimeConfig } | ({ ok: false } & BootFailure);

export interface BootContext {
  config: RuntimeConfig | null;
  failure: BootFailure | null;
}

export type BootEvent = { type: 'boot.retry' };

export type BootTag = 'loading' | 'ready' | 'error';

export const bootMachine = setup({
  types: {
    context: {} as BootContext,
    events: {} as BootEvent,
    tags: {} as BootTag,
  },
  actors: {
    // Fetches and validates config.json; provided by the console (the network stays outside machines).
    loadRuntimeConfig: fromPromise<LoadRuntimeConfigResult>(async () => {
      throw new Error('loadRuntimeConfig not provided');
    }),
  },
  guards: {
    isConfigLoaded: (_, params: { result: LoadRuntimeConfigResult }) => params.result.ok,
  },
  actions: {
    storeResult: assign((_, params: { result: LoadRuntimeConfigResult }) =>
      params.result.ok
        ? { config: params.result.config, failure: null }
        : { config: null, failure: { reason: params.result.reason, issues: params.result.issues } },
    ),
    // A rejected load (fetch failed, no file) is reported as a missing config.json.
    storeLoadError: assign((_, params: { error: unknown }) => ({
      config: null,
      failure: { reason: 'missing' as const, issues: params.error instanceof Error ? [params.error.message] : [] },
    })),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'boot',
  context: { config: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadRuntimeConfig',
        src: 'loadRuntimeConfig',
        onDone: [
          {
            guard: { type: 'isConfigLoaded', params: ({ event }) => ({ result: event.output }) },
            target: 'ready',
            actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
          },
          { target: 'error', actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) } },
        ],
        onError: { target: 'error', actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // Not final: the console keeps reading context.config from the running actor.
    ready: { tags: 'ready' },
    error: {
      tags: 'error',
      on: { 'boot.retry': { target: 'loading', actions: 'clearFailure' } },
    },
  },
});
