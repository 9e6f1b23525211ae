// A space's connected channels (settings/integrations): connect after the service accepts the token, post, disconnect.
import { and, eq, inArray } from 'drizzle-orm';
import { INTEGRATION_KINDS, type Integration, type IntegrationKind, type IntegrationSeen } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { spaceIntegrations, spaces } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import type { ChannelAdapters, ChannelMessage } from './channel.ts';
import type { TokenCipher } from './tokenCipher.ts';

type Row = typeof spaceIntegrations.$inferSelect;

const toIntegration = (kind: IntegrationKind, row: Row | undefined): Integration => ({
  kind,
  connected: row !== undefined,
  target: row?.target ?? null,
  account: row?.account ?? null,
  connected_at: row ? Math.floor(row.createdAt.getTime() / 1000) : null,
});

export async function integrationsOf(db: Db, spaceId: number): Promise<Integration[]> {
  const rows = await db.select().from(spaceIntegrations).where(eq(spaceIntegrations.spaceId, spaceId));
  return INTEGRATION_KINDS.map((kind) =>
    toIntegration(
      kind,
      rows.find((row) => row.kind === kind),
    ),
  );
}

/** The kinds connected in any of these spaces (the notifications list offers only those). */
export async function connectedKinds(db: Db, spaceIds: readonly number[]): Promise<Set<IntegrationKind>> {
  if (spaceIds.length === 0) return new Set();
  const rows = await db
    .select({ kind: spaceIntegrations.kind })
    .from(spaceIntegrations)
    .where(inArray(spaceIntegrations.spaceId, [...spaceIds]));
  return new Set(rows.map((row) => row.kind));
}

export type ConnectOutcome = { kind: 'ok'; integration: Integration } | { kind: 'conflict'; current: Integration };

/** Whether the channel is still the one the form began from (null: not connected then and now). */
function unchangedSince(current: Integration, seen: IntegrationSeen): boolean {
  if (!current.connected || !seen) return current.connected === (seen !== null);
  return current.target === seen.target && current.account === seen.account && current.connected_at === seen.connected_at;
}

// Two administrators on settings/integrations at once (docs/error-types.md conflict): a connect whose `seen` is no longer
// the channel is refused with the channel as it is now; the space's row is locked for the read and the write, so two
// saves do not cross. Without `seen` it saves as before.
export async function connectChannel(
  db: Db,
  channels: { adapters: ChannelAdapters; tokens: TokenCipher },
  input: { spaceId: number; kind: IntegrationKind; token: string; target: string; seen?: IntegrationSeen; now: number },
): Promise<ConnectOutcome> {
  const verdict = await channels.adapters[input.kind].verify(input.token, input.target);
  if ('refused' in verdict) throw new ApiFailure(400, verdict.refused);
  // Kept encrypted (tokenCipher.ts); never answered.
  const values = {
    token: channels.tokens.seal(input.token),
    target: input.target,
    account: verdict.account,
    createdAt: new Date(input.now),
  };
  return db.transaction(async (tx) => {
    await tx.select({ id: spaces.id }).from(spaces).where(eq(spaces.id, input.spaceId)).for('update');
    const [before] = await tx
      .select()
      .from(spaceIntegrations)
      .where(and(eq(spaceIntegrations.spaceId, input.spaceId), eq(spaceIntegrations.kind, input.kind)));
    const current = toIntegration(input.kind, before);
    if (input.seen !== undefined && !unchangedSince(current, input.seen)) return { kind: 'conflict' as const, current };
    const [row] = await tx
      .insert(spaceIntegrations)
      .values({ spaceId: input.spaceId, kind: input.kind, ...values })
      .onConflictDoUpdate({ target: [spaceIntegrations.spaceId, spaceIntegrations.kind], set: values })
      .returning();
    return { kind: 'ok' as const, integration: toIntegration(input.kind, row) };
  });
}

export async function disconnectChannel(db: Db, spaceId: number, kind: IntegrationKind): Promise<Integration> {
  await db.delete(spaceIntegrations).where(and(eq(spaceIntegrations.spaceId, spaceId), eq(spaceIntegrations.kind, kind)));
  return toIntegration(kind, undefined);
}

/** Posts to the space's channel of this kind; false when it is not connected. */
export async function postToChannel(
  db: Db,
  channels: { adapters: ChannelAdapters; tokens: TokenCipher },
  spaceId: number,
  kind: IntegrationKind,
  message: ChannelMessage,
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(spaceIntegrations)
    .where(and(eq(spaceIntegrations.spaceId, spaceId), eq(spaceIntegrations.kind, kind)));
  if (!row) return false;
  await channels.adapters[kind].send(channels.tokens.open(row.token), row.target, message);
  return true;
}
