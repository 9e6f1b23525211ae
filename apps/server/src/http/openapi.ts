// The OpenAPI document of the v1 API, generated from the same zod contract the routes validate with (architecture).
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/v1/openapi.json';

/** Register before the routes: @fastify/swagger collects them as they are added. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Omnidesk Console v1 API (reference server)', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    // Routes behind a bearer token say so.
    transform: (input) => {
      const result = jsonSchemaTransform(input);
      const policy = input.route.config?.policy;
      return policy === undefined || policy === 'public'
        ? result
        : { ...result, schema: { ...result.schema, security: [{ bearer: [] }] } };
    },
    // Only the API: not the console's files, config.json or the CORS preflight.
    hiddenTag: 'hidden',
    hideUntagged: false,
  });
  app.get(OPENAPI_PATH, { config: { policy: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
