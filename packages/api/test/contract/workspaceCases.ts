import { expect, it } from 'vitest';
import type { ClientErrorReport } from '../../src/contract/clientErrors.ts';
import { failure, type ContractContext } from './context.ts';
import { statusResource } from '../../src/client/resources/status.ts';
import { templatesResource } from '../../src/client/resources/templates.ts';

const REPORT: ClientErrorReport = {
  kind: 'error',
  message: 'TypeError: x is undefined',
  stack: 'at f (app.js:1:1)',
  url: '/items?x=1',
};

// The workspace endpoints: counts, the user's status, templates and client error reports.
export function workspaceCases({ session, signedIn }: ContractContext): void {
  it('counts: four whole counts; monitoring_count only when asked for with monitoring=1', async () => {
    const s = await signedIn('operator@demo.local');
    const plain = await s.client.counts.get();
    const withMonitoring = await s.client.counts.get({ monitoring: true });
    for (const counts of [plain, withMonitoring]) {
      expect(Object.keys(counts).sort()).toEqual(['issues_count', 'issues_expired_count', 'items_count', 'monitoring_count']);
      for (const value of Object.values(counts)) expect(Number.isInteger(value) && value >= 0).toBe(true);
    }
    expect(plain.monitoring_count).toBe(0);
    expect({ ...withMonitoring, monitoring_count: 0 }).toEqual(plain);
  });

  it('counts and status without a token are 401s', async () => {
    const s = session();
    expect((await failure(s.client.counts.get())).status).toBe(401);
    expect((await failure(s.client.resource(statusResource).get())).status).toBe(401);
    expect((await failure(s.client.resource(statusResource).put({ status: 1 }))).status).toBe(401);
  });

  it("status: PUT a status of the user's space, then GET (also with auto_update=1) and me answer it", async () => {
    const s = await signedIn('moderator@demo.local');
    const config = await s.client.config.get();
    const before = await s.client.resource(statusResource).get();
    expect(before.status).toBe(config.user.status);
    const chosen = config.user_statuses.find((status) => !status.hidden && !status.offline && status.id !== before.status)!;
    expect(await s.client.resource(statusResource).put({ status: chosen.id, space_id: chosen.space_id })).toEqual({
      status: chosen.id,
    });
    expect(await s.client.resource(statusResource).get()).toEqual({ status: chosen.id });
    expect(await s.client.resource(statusResource).get({ autoUpdate: true })).toEqual({ status: chosen.id });
    expect((await s.client.me.get()).status).toBe(chosen.id);
    // spec §7: the forced-status dialog sends only the status.
    const other = config.user_statuses.find((status) => !status.hidden && status.id !== chosen.id)!;
    expect(await s.client.resource(statusResource).put({ status: other.id })).toEqual({ status: other.id });
  });

  it("status: an id outside the user's spaces is a 400 with the server text, in the request language", async () => {
    const texts: string[] = [];
    for (const locale of ['ru', 'en'] as const) {
      const s = await signedIn('operator@demo.local', locale);
      const error = await failure(s.client.resource(statusResource).put({ status: 987_654 }));
      expect(error.status).toBe(400);
      expect(error.serverText).toBeTruthy();
      texts.push(error.serverText!);
    }
    expect(texts[0]).not.toBe(texts[1]);
  });

  it('client_errors: a report is accepted without a token; one that breaks the contract is a 400', async () => {
    const s = session();
    await expect(s.client.clientErrors.report(REPORT)).resolves.toEqual({});
    const tooLong = { ...REPORT, message: 'x'.repeat(2001) };
    expect((await failure(s.client.clientErrors.report(tooLong))).status).toBe(400);
  });

  it('templates: the list, narrowed by provider and by text', async () => {
    const s = await signedIn('operator@demo.local');
    const all = await s.client.resource(templatesResource).list({});
    expect(all.items.length).toBeGreaterThan(0);
    const vk = await s.client.resource(templatesResource).list({ provider: 'vk' });
    expect(vk.items.every((t) => t.provider === null || t.provider === 'vk')).toBe(true);
    expect(vk.items.length).toBeLessThanOrEqual(all.items.length);
    const first = all.items[0]!;
    const found = await s.client.resource(templatesResource).list({ q: first.name.slice(0, 4) });
    expect(found.items.map((t) => t.id)).toContain(first.id);
    // An account the user cannot see is not found (spec §7 object_id; quality.md cross-space ids).
    expect((await failure(s.client.resource(templatesResource).list({ object_id: '999999' }))).status).toBe(404);
  });
}
