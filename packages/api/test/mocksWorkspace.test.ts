import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type ClientEvent } from '../src/client/index.ts';
import { createHandlers, DEMO_COUNTS, MOCK_TEXTS, recordedRead, scenarios } from '../src/mocks/index.ts';
import { memorySession } from './memorySession.ts';
import { statusResource } from '../src/client/resources/status.ts';
import { templatesResource } from '../src/client/resources/templates.ts';

const apiHosts = ['https://ws-a.test/', 'https://ws-b.test/'];
const server = setupServer(...createHandlers({ apiHosts }));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

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
    expect(await c.resource(templatesResource).list({})).toEqual(recordedRead('administrator', '/v1/templates'));
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
