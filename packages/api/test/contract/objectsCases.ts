import { expect, it } from 'vitest';
import { failure, type ContractContext } from './context.ts';
import { companiesResource, objectsResource } from '../../src/client/resources/objects.ts';

// spec §7: the connected accounts and companies of the user's spaces.
export function objectsCases({ session, signedIn }: ContractContext): void {
  it('objects: the accounts and companies of the demo space; every account belongs to a listed company', async () => {
    const s = await signedIn('admin@demo.local');
    const { items, companies } = await s.client.resource(objectsResource).list();
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(new Set(items.map((o) => o.provider)).size).toBeGreaterThanOrEqual(3);
    const companyIds = new Set(companies.map((c) => c.id));
    for (const object of items) expect(companyIds.has(object.company), object.name).toBe(true);
    // The administrator manages every account; one seeded account is broken (the errors dropdown shows it).
    expect(items.every((o) => o.roles.settings)).toBe(true);
    expect(items.filter((o) => o.error !== null).length).toBeGreaterThanOrEqual(1);
  });

  it('objects: without the settings role the accounts carry roles.settings = false', async () => {
    const s = await signedIn('reader@demo.local');
    const { items } = await s.client.resource(objectsResource).list();
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((o) => !o.roles.settings)).toBe(true);
  });

  it('objects?tags=true adds tags, tag groups, labels, departments and AI agents', async () => {
    const s = await signedIn('operator@demo.local');
    const plain = await s.client.resource(objectsResource).list();
    const full = await s.client.resource(objectsResource).listWithTags();
    expect(full.items).toEqual(plain.items);
    expect(full.companies).toEqual(plain.companies);
    for (const key of ['tags', 'tag_groups', 'labels', 'departments', 'ai_agents'] as const)
      expect(Array.isArray(full[key]), key).toBe(true);
  });

  it("objects/{id}: one account of the list; an id outside the user's spaces is a 404", async () => {
    const s = await signedIn('operator@demo.local');
    const { items } = await s.client.resource(objectsResource).list();
    const first = items[0]!;
    expect(await s.client.resource(objectsResource).get(first.id)).toEqual(first);
    const missing = await failure(s.client.resource(objectsResource).get(987_654));
    expect(missing.status).toBe(404);
    expect(missing.serverText).toBeTruthy();
  });

  it('companies: the same companies as GET v1/objects', async () => {
    const s = await signedIn('moderator@demo.local');
    const { companies } = await s.client.resource(objectsResource).list();
    expect((await s.client.resource(companiesResource).list()).items).toEqual(companies);
  });

  it('objects and companies without a token are 401s', async () => {
    const s = session();
    expect((await failure(s.client.resource(objectsResource).list())).status).toBe(401);
    expect((await failure(s.client.resource(objectsResource).get(1))).status).toBe(401);
    expect((await failure(s.client.resource(companiesResource).list())).status).toBe(401);
  });
}
