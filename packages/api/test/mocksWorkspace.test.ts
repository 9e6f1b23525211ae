import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, toStoredToken, type ClientEvent } from '../src/client/index.ts';
import {
  createHandlers,
  createMockState,
  DEMO_COUNTS,
  DEMO_PASSWORD,
  DEMO_TEMPLATES,
  MOCK_TEXTS,
  scenarios,
} from '../src/mocks/index.ts';
import { memorySession } from './memorySession.ts';
import { statusResource } from '../src/client/resources/status.ts';
import { templatesResource } from '../src/client/resources/templates.ts';

const apiHosts = ['https://ws-a.test/', 'https://ws-b.test/'];
const state = createMockState();
const server = setupServer(...createHandlers({ apiHosts, state }));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function signedIn(email: string, locale: 'ru' | 'en' = 'ru') {
  const store = memorySession();
  const events: ClientEvent[] = [];
  const client = createClient({ apiHosts, clientId: 'c', clientSecret: 's', session: store, getLocale: () => locale });
  client.subscribe((event) => events.push(event));
  store.set(toStoredToken(await client.auth.passwordGrant({ username: email, password: DEMO_PASSWORD }), state.now));
  return { client, store, events };
}

describe('mock handlers of the workspace endpoints', () => {
  it('PUT v1/me/status stores the status and the time of the change', async () => {
    const { client } = await signedIn('operator@demo.local');
    state.now += 5_000;
    await client.resource(statusResource).put({ status: 3, space_id: 1 });
    expect(state.statusOf(4)).toEqual({ status: 3, changedAt: state.now });
    expect(await client.resource(statusResource).get({ autoUpdate: true })).toEqual({ status: 3 });
    await expect(client.resource(statusResource).put({ status: 3, space_id: 2 })).rejects.toMatchObject({
      status: 400,
      serverText: MOCK_TEXTS.ru.invalidStatus,
    });
  });

  it('POST v1/client_errors keeps each valid report', async () => {
    const { client } = await signedIn('reader@demo.local');
    const report = { kind: 'unhandledrejection' as const, message: 'Error: boom', url: '/items' };
    await client.clientErrors.report(report);
    expect(state.clientErrors.at(-1)).toEqual(report);
  });
});

describe('scenarios of the workspace endpoints', () => {
  const client = () =>
    createClient({ apiHosts, clientId: 'c', clientSecret: 's', session: memorySession(), getLocale: () => 'en' });

  it('counts.ready, templates.ready, status.ready and clientErrors.ready answer contract-valid data without a sign-in', async () => {
    server.use(
      ...scenarios.counts.ready,
      ...scenarios.templates.ready,
      ...scenarios.status.ready,
      ...scenarios.clientErrors.ready,
    );
    const c = client();
    expect(await c.counts.get()).toEqual(DEMO_COUNTS);
    expect((await c.resource(templatesResource).list({})).items).toEqual(DEMO_TEMPLATES);
    expect(await c.resource(statusResource).get()).toEqual({ status: 1 });
    expect(await c.resource(statusResource).put({ status: 2 })).toEqual({ status: 2 });
    expect(await c.clientErrors.report({ kind: 'error', message: 'm', url: '/' })).toEqual({});
  });

  it('counts.forbidden is a 403 with the no-access text, and the client reports it', async () => {
    server.use(...scenarios.counts.forbidden);
    const c = client();
    const events: ClientEvent[] = [];
    c.subscribe((event) => events.push(event));
    const error = await c.counts.get().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, serverText: MOCK_TEXTS.en.forbidden });
    expect(events).toEqual([{ type: 'forbidden', error }]);
  });

  it.each([
    ['counts', (c: ReturnType<typeof client>) => c.counts.get()],
    ['status', (c: ReturnType<typeof client>) => c.resource(statusResource).get()],
    ['status', (c: ReturnType<typeof client>) => c.resource(statusResource).put({ status: 2 })],
    ['templates', (c: ReturnType<typeof client>) => c.resource(templatesResource).list({})],
    ['clientErrors', (c: ReturnType<typeof client>) => c.clientErrors.report({ kind: 'error', message: 'm', url: '/' })],
  ] as const)('%s: networkError, serverError500 and slow', async (name, call) => {
    server.use(...scenarios[name].networkError);
    await expect(call(client())).rejects.toMatchObject({ kind: 'network' });
    server.resetHandlers(...scenarios[name].serverError500);
    await expect(call(client())).rejects.toMatchObject({ kind: 'http', status: 500, serverText: MOCK_TEXTS.en.internal });
    server.resetHandlers(...scenarios[name].slow);
    const outcome = await Promise.race([
      call(client()).then(() => 'answered'),
      new Promise((r) => setTimeout(r, 100, 'pending')),
    ]);
    expect(outcome).toBe('pending');
  });
});
