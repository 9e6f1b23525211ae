// Samples of settings/integrations and settings/subscriptions (only the administrator passes their policy): a Slack
// app already connected in the demo space (the test message), and two of the administrator's subscriptions on their
// own comments filter (one updated, one deleted; the sample POST adds the console's).
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { filterSubscriptions, savedFilters, spaceIntegrations, users } from '../src/db/schema.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import type { Sample } from './policySamples.ts';

export async function alertsSamples(db: Db, spaceId: number): Promise<Record<string, Sample>> {
  await db
    .insert(spaceIntegrations)
    .values({ spaceId, kind: 'slack', token: 'xoxb-policy-sample-token', target: '#policy', account: 'Policy app' })
    .onConflictDoNothing();
  // A filter of its own: the sample DELETE v1/me/filters/:id removes one of the administrator's seeded filters.
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAILS.admin));
  const [filter] = await db
    .insert(savedFilters)
    .values({ userId: admin!.id, name: 'Policy alerts', query: { status: ['new'] }, route: 'items' })
    .returning({ id: savedFilters.id, userId: savedFilters.userId });
  const base = {
    userId: filter!.userId,
    filterId: filter!.id,
    frequency: 'daily' as const,
    origin: 'http://localhost',
    since: new Date(),
  };
  const [updated, deleted] = await db
    .insert(filterSubscriptions)
    .values([
      { ...base, channel: 'email' },
      { ...base, channel: 'slack' },
    ])
    .returning({ id: filterSubscriptions.id });
  return {
    'GET /v1/integrations': { method: 'GET', url: `/v1/integrations?space_id=${spaceId}` },
    'PUT /v1/integrations/:kind': {
      method: 'PUT',
      url: '/v1/integrations/telegram',
      payload: { space_id: spaceId, token: '123456789:AAH-policy-sample-0123456789abcdefghij', target: '@policy_news' },
    },
    'POST /v1/integrations/:kind/test': { method: 'POST', url: '/v1/integrations/slack/test', payload: { space_id: spaceId } },
    'DELETE /v1/integrations/:kind': { method: 'DELETE', url: `/v1/integrations/telegram?space_id=${spaceId}` },
    'GET /v1/subscriptions': { method: 'GET', url: '/v1/subscriptions' },
    'POST /v1/subscriptions': {
      method: 'POST',
      url: '/v1/subscriptions',
      payload: { filter_id: filter!.id, channel: 'in_app', frequency: 'instant' },
    },
    'PUT /v1/subscriptions/:id': {
      method: 'PUT',
      url: `/v1/subscriptions/${updated!.id}`,
      payload: { channel: 'email', frequency: 'hourly' },
    },
    'DELETE /v1/subscriptions/:id': { method: 'DELETE', url: `/v1/subscriptions/${deleted!.id}` },
  };
}
