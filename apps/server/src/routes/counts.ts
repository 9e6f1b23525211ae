// spec §7 GET v1/counts (optional `monitoring=1`), polled by the console every 120 s.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COUNTS_PATH, CountsQuery, CountsResponse, ErrorBody } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { countsFor } from '../domain/counts.ts';
import { requireAuth } from '../http/policy.ts';

export function countsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `/${COUNTS_PATH}`,
    {
      config: { policy: 'authenticated' },
      schema: { querystring: CountsQuery, response: { 200: CountsResponse, 401: ErrorBody } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      return countsFor(deps.db, user, { monitoring: request.query.monitoring === '1' });
    },
  );
}
