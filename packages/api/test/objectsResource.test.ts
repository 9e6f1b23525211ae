import { describe, expect, it } from 'vitest';
import { createClient } from '../src/client/index.ts';
import type { ObjectsResponse } from '../src/contract/objects.ts';
import { recordedRead } from '../src/mocks/world.ts';
import { fakeFetch, json } from './fakeFetch.ts';
import { sessionWithAccess } from './memorySession.ts';
import { companiesResource, objectsResource } from '../src/client/resources/objects.ts';

function setup(body: unknown) {
  const fake = fakeFetch(() => json(body));
  const client = createClient({
    apiHosts: ['https://a.test/'],
    clientId: 'c',
    clientSecret: 's',
    session: sessionWithAccess('stored'),
    getLocale: () => 'en',
    fetch: fake.fetch,
  });
  return { client, calls: fake.calls };
}

// The accounts and companies the server answered the test seed's administrator (the world recording).
const { items: OBJECTS, companies: COMPANIES } = recordedRead<ObjectsResponse>('administrator', '/v1/objects');

const EMPTY_EXTRAS = { tags: [], tag_groups: [], labels: [], departments: [], ai_agents: [] };

describe('objects and companies resources (spec §7)', () => {
  it('GET v1/objects, v1/objects?tags=true, v1/objects/{id} and v1/companies with the bearer token', async () => {
    const { client, calls } = setup({ items: OBJECTS, companies: COMPANIES, ...EMPTY_EXTRAS });
    await expect(client.resource(objectsResource).list()).resolves.toEqual({ items: OBJECTS, companies: COMPANIES });
    await expect(client.resource(objectsResource).listWithTags()).resolves.toMatchObject({
      items: OBJECTS,
      ...EMPTY_EXTRAS,
    });
    expect(calls.map((c) => [c.method, c.url, c.headers.authorization])).toEqual([
      ['GET', 'https://a.test/v1/objects', 'Bearer stored'],
      ['GET', 'https://a.test/v1/objects?tags=true', 'Bearer stored'],
    ]);
    const one = setup(OBJECTS[0]);
    await expect(one.client.resource(objectsResource).get(OBJECTS[0]!.id)).resolves.toEqual(OBJECTS[0]);
    expect(one.calls[0]?.url).toBe(`https://a.test/v1/objects/${OBJECTS[0]!.id}`);
    const companies = setup({ items: COMPANIES });
    await expect(companies.client.resource(companiesResource).list()).resolves.toEqual({ items: COMPANIES });
    expect(companies.calls[0]?.url).toBe('https://a.test/v1/companies');
  });

  it('an answer that breaks the contract in a required field is a malformed error', async () => {
    const broken = { items: [{ ...OBJECTS[0], id: 'one' }], companies: [] };
    await expect(setup(broken).client.resource(objectsResource).list()).rejects.toMatchObject({ kind: 'malformed' });
    await expect(setup({ items: 'none', companies: [] }).client.resource(objectsResource).listWithTags()).rejects.toMatchObject({
      kind: 'malformed',
    });
  });

  // docs/answers.md: a malformed field degrades alone (an account's roles, the records loaded with the objects).
  it('reads a malformed optional part as its default', async () => {
    const answer = { items: [{ ...OBJECTS[0], roles: {} }], companies: [] };
    const read = await setup(answer).client.resource(objectsResource).listWithTags();
    expect([read.items[0]?.roles, read.tags, read.departments]).toEqual([{ settings: false }, [], []]);
  });
});
