import { expect, it } from 'vitest';
import { failure, type ContractContext } from './context.ts';
import { workingHoursResource } from '../../src/client/resources/workinghours.ts';

// GET v1/me/workinghours?space_id (spec §3 "Working-hours item", §7).
export function workingHoursCases({ session, signedIn }: ContractContext): void {
  it('workinghours: the operator’s slots of their space, by start, with the status in the request language', async () => {
    const names: Record<string, Map<number, string>> = {};
    for (const locale of ['ru', 'en'] as const) {
      const s = await signedIn('operator@demo.local', locale);
      const config = await s.client.config.get();
      const space = config.spaces[0]!;
      const { items } = await s.client.resource(workingHoursResource).get({ spaceId: space.id });
      expect(items.length).toBeGreaterThan(0);
      const starts = items.map((item) => item.started_at);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      // The answer covers at most the window of one day back and seven ahead (plus the slots crossing its ends).
      expect(items.at(-1)!.started_at - items[0]!.ended_at).toBeLessThan(8 * 86_400);
      for (const item of items) {
        expect(item.ended_at).toBeGreaterThan(item.started_at);
        // Every slot's status is one of the space's user statuses, with its name and colour.
        const status = config.user_statuses.find((s) => s.id === item.status.id);
        expect(status, JSON.stringify(item)).toBeDefined();
        expect(item.status).toMatchObject({ name: status!.name, color: status!.color });
        expect(typeof item.status.workinghours).toBe('boolean');
      }
      names[locale] = new Map(items.map((item) => [item.status.id, item.status.name]));
      expect(items.some((item) => item.status.workinghours)).toBe(true);
    }
    const [id] = [...names.ru!.keys()];
    expect(names.ru!.get(id!)).not.toBe(names.en!.get(id!));
  });

  it('workinghours: a user without a schedule gets no items', async () => {
    const s = await signedIn('reader@demo.local');
    const space = (await s.client.config.get()).spaces[0]!;
    expect(await s.client.resource(workingHoursResource).get({ spaceId: space.id })).toEqual({ items: [] });
  });

  it('workinghours: a space that is not the user’s is a 404; without a token a 401', async () => {
    const s = await signedIn('operator@demo.local');
    const missing = await failure(s.client.resource(workingHoursResource).get({ spaceId: 987_654 }));
    expect(missing.status).toBe(404);
    expect(missing.serverText).toBeTruthy();
    expect((await failure(session().client.resource(workingHoursResource).get({ spaceId: 1 }))).status).toBe(401);
  });
}
