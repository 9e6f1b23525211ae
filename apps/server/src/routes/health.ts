import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/database.ts';

export const HealthResponse = z.object({ status: z.literal('ok') });

export function healthRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/healthz', { config: { policy: 'public' }, schema: { response: { 200: HealthResponse } } }, async (_request, reply) => {
      await deps.db.execute(sql`select 1`); // a failure answers 500 through the error handler
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    });
}
