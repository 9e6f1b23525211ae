// quality.md "Nothing is lost": an authenticated POST/PUT/PATCH/DELETE carrying an Idempotency-Key runs once per
// (user, key); a repeat within IDEMPOTENCY_KEY_TTL_MS gets the first answer back, marked Idempotent-Replayed. The key
// names one request: the same key with another method, path or body is refused with 422, never given the first answer.
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_TTL_MS } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { sha256 } from '../auth/sessions.ts';
import { ApiFailure } from './errors.ts';

export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export type IdempotencyOptions = {
  /** How long a duplicate waits for the first request to answer before 409 (real time). */
  waitMs: number;
  pollMs: number;
  /** A claim without an answer older than this is abandoned (its process died) and may be taken over. */
  staleMs: number;
  /** Expired rows are deleted at most this often (lazily, by the next keyed request). */
  purgeEveryMs: number;
};

export const DEFAULT_IDEMPOTENCY: IdempotencyOptions = { waitMs: 10_000, pollMs: 25, staleMs: 60_000, purgeEveryMs: 60_000 };

const METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Headers of the first answer that the replay repeats.
const KEPT_HEADERS = ['content-type', 'cache-control', 'location'];

type StoredRow = typeof idempotencyKeys.$inferSelect;
type Claim = { kind: 'claimed' } | { kind: 'stored'; row: StoredRow } | { kind: 'mismatch' } | { kind: 'busy' };

type Identity = { userId: number; key: string };
/** What one key stands for: the request's method, path and query, and its body. */
type Fingerprint = { method: string; path: string; bodyHash: string };

const bodyHashOf = (body: unknown): string => sha256(JSON.stringify(body ?? null));

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while this request holds an Idempotency-Key claim whose answer is still to be stored. */
    idempotencyClaim: Identity | null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function registerIdempotency(
  app: FastifyInstance,
  deps: { db: Db; now: () => number; options?: Partial<IdempotencyOptions> | undefined },
): void {
  const { db, now } = deps;
  const options = { ...DEFAULT_IDEMPOTENCY, ...deps.options };
  let lastPurge = Number.NEGATIVE_INFINITY;
  const where = ({ userId, key }: Identity) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

  async function purgeExpired(): Promise<void> {
    if (now() - lastPurge < options.purgeEveryMs) return;
    lastPurge = now();
    await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, new Date(lastPurge)));
  }

  // Inserts the claim, or takes over an expired or abandoned one; otherwise reads what the first request left.
  async function claim(identity: Identity, fingerprint: Fingerprint): Promise<Claim> {
    const deadline = Date.now() + options.waitMs;
    for (;;) {
      const at = now();
      const fresh = { ...fingerprint, statusCode: null, headers: null, body: null, createdAt: new Date(at) };
      const inserted = await db
        .insert(idempotencyKeys)
        .values({ ...identity, ...fresh, expiresAt: new Date(at + IDEMPOTENCY_KEY_TTL_MS) })
        .onConflictDoUpdate({
          target: [idempotencyKeys.userId, idempotencyKeys.key],
          set: { ...fresh, expiresAt: new Date(at + IDEMPOTENCY_KEY_TTL_MS) },
          setWhere: or(
            lte(idempotencyKeys.expiresAt, new Date(at)),
            and(isNull(idempotencyKeys.statusCode), lte(idempotencyKeys.createdAt, new Date(at - options.staleMs))),
          ),
        })
        .returning({ key: idempotencyKeys.key });
      if (inserted.length > 0) return { kind: 'claimed' };
      const [row] = await db.select().from(idempotencyKeys).where(where(identity));
      const { method, path, bodyHash } = fingerprint;
      const otherBody = row?.bodyHash !== null && row?.bodyHash !== undefined && row.bodyHash !== bodyHash;
      if (row && (row.method !== method || row.path !== path || otherBody)) return { kind: 'mismatch' };
      if (row && row.statusCode !== null) return { kind: 'stored', row };
      // Still running (or released by a failure just now): wait for it, up to waitMs.
      if (Date.now() >= deadline) return { kind: 'busy' };
      await sleep(options.pollMs);
    }
  }

  app.decorateRequest('idempotencyClaim', null);

  // preHandler: after the policy check (request.auth) and body validation, right before the handler.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.auth || !METHODS.has(request.method)) return;
    const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    if (header === undefined) return;
    if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) throw new ApiFailure(400, 'invalidIdempotencyKey');
    const identity = { userId: request.auth.user.id, key: header };
    await purgeExpired();
    const outcome = await claim(identity, { method: request.method, path: request.url, bodyHash: bodyHashOf(request.body) });
    if (outcome.kind === 'mismatch') throw new ApiFailure(422, 'idempotencyKeyReused', { errorType: 'idempotency_key_reused' });
    if (outcome.kind === 'busy')
      throw new ApiFailure(409, 'idempotencyKeyInProgress', { errorType: 'idempotency_key_in_progress' });
    if (outcome.kind === 'claimed') {
      request.idempotencyClaim = identity;
      return;
    }
    const { row } = outcome;
    return reply
      .code(row.statusCode ?? 200)
      .headers(row.headers ?? {})
      .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
      .send(row.body ?? '');
  });

  // Stores the first answer before it leaves, so a repeat arriving after it always finds it.
  app.addHook('onSend', async (request, reply, payload) => {
    const identity = request.idempotencyClaim;
    if (!identity) return payload;
    request.idempotencyClaim = null;
    const status = reply.statusCode;
    const body = payload === null || payload === undefined ? '' : payload;
    try {
      // A 5xx or 429 is transient and a stream cannot be kept: release the key so a retry runs again.
      if (status >= 500 || status === 429 || typeof body !== 'string') {
        await db.delete(idempotencyKeys).where(where(identity));
        return payload;
      }
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      await db.update(idempotencyKeys).set({ statusCode: status, headers, body }).where(where(identity));
    } catch (error) {
      request.log.error({ err: error }, 'idempotency: the answer could not be stored');
    }
    return payload;
  });
}
