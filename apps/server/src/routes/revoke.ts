import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, REVOKE_PATH } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { revokeFamily } from '../auth/sessions.ts';
import { requireAuth } from '../http/policy.ts';

// spec §7: POST v1/oauth2/revoke, empty body, bearer header; ends the whole session (every token of its family).
export function revokeRoutes(
  app: FastifyInstance,
  deps: { db: Db; now: () => number; publisher?: { closeSession(familyId: number): void } },
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      `/${REVOKE_PATH}`,
      { config: { policy: 'session' }, schema: { response: { 200: z.object({}), 401: ErrorBody } } },
      async (request) => {
        const { familyId } = requireAuth(request.auth);
        await revokeFamily(deps.db, familyId, deps.now(), 'revoked');
        deps.publisher?.closeSession(familyId); // the session's sockets end with it
        return {};
      },
    );
}
