// GET /healthz: 200 when the database answers and every migration of drizzle/ is applied;
// 503 with the reason otherwise, so a load balancer stops sending traffic to this instance.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MIGRATIONS_FOLDER, type Db } from '../db/database.ts';

export const HEALTH_REASONS = ['database_unreachable', 'migrations_pending', 'migrations_unknown'] as const;
export type HealthReason = (typeof HEALTH_REASONS)[number];

export const HealthResponse = z.object({ status: z.literal('ok') });
export const HealthFailure = z.object({ status: z.literal('unavailable'), reason: z.enum(HEALTH_REASONS) });

type Journal = { entries: Array<{ when: number; tag: string }> };

/** The `when` of every migration the code ships (drizzle records it as created_at when applying one). */
export function journalMigrations(folder: string = MIGRATIONS_FOLDER): number[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries.map((entry) => entry.when);
}

async function appliedMigrations(db: Db): Promise<number[] | null> {
  const exists = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!(exists as unknown as { rows: Array<{ present: boolean }> }).rows[0]?.present) return null;
  const result = await db.execute(sql`select created_at::text as created_at from drizzle.__drizzle_migrations`);
  return (result as unknown as { rows: Array<{ created_at: string }> }).rows.map((row) => Number(row.created_at));
}

export async function checkHealth(db: Db, expected: readonly number[]): Promise<HealthReason | null> {
  let applied: number[] | null;
  try {
    applied = await appliedMigrations(db);
  } catch {
    return 'database_unreachable';
  }
  const have = new Set(applied ?? []);
  if (expected.some((when) => !have.has(when))) return 'migrations_pending';
  // A database migrated by a newer release than this code: its schema may not be what the code expects.
  if (applied && applied.some((when) => !expected.includes(when))) return 'migrations_unknown';
  return null;
}

export function healthRoutes(app: FastifyInstance, deps: { db: Db; migrationsFolder?: string | undefined }): void {
  const expected = journalMigrations(deps.migrationsFolder);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/healthz',
      { config: { policy: 'public' }, schema: { response: { 200: HealthResponse, 503: HealthFailure } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const reason = await checkHealth(deps.db, expected);
        if (reason === null) return reply.code(200).send({ status: 'ok' as const });
        request.log.warn({ reason }, 'health check failed');
        return reply.code(503).send({ status: 'unavailable' as const, reason });
      },
    );
}
