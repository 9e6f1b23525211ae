import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, User } from '@console/api/contract';
import { requireAuth } from '../http/policy.ts';
import { toUser } from '../views.ts';
import { currentAccess } from '../members/memberAccess.ts';

export function meRoutes(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/v1/me',
      { config: { policy: 'authenticated' }, schema: { response: { 200: User, 401: ErrorBody } } },
      async (request) => {
        const { user } = requireAuth(request.auth);
        return toUser(user, currentAccess(user));
      },
    );
}
