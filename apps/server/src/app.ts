// The reference backend as a Fastify instance (no listen): main.ts serves it on two ports, tests inject into it.
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Db } from './db/database.ts';
import { createLoginThrottles, type LoginThrottles, type ThrottleRules } from './auth/throttle.ts';
import type { AddressOptions } from './http/addresses.ts';
import { registerConsole, type PublicConfig } from './http/console.ts';
import { frameworkErrors, registerBodyParsers, registerErrorHandling } from './http/errorHandling.ts';
import { collectRoutePolicies, enforcePolicies } from './http/policy.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerSecurity } from './http/security.ts';
import { configRoutes } from './routes/config.ts';
import { healthRoutes } from './routes/health.ts';
import { meRoutes } from './routes/me.ts';
import { revokeRoutes } from './routes/revoke.ts';
import { tokenRoutes } from './routes/token.ts';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from './seed.ts';

export const DEFAULT_CONSOLE_DIR = fileURLToPath(new URL('../../console/dist', import.meta.url));
export const DEFAULT_PRODUCT_NAME = 'Omnidesk Console';

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  productName: DEFAULT_PRODUCT_NAME,
  clientId: DEFAULT_CLIENT_ID,
  clientSecret: DEFAULT_CLIENT_SECRET,
  faqUrl: { ru: 'https://help.omnidesk.example/ru/faq', en: 'https://help.omnidesk.example/en/faq' },
  tiktokRedirectHosts: (addresses) => [
    'https://console.omnidesk.example',
    'https://app.omnidesk.example',
    `http://localhost:${new URL(addresses.origins[0]).port}`,
  ],
};

export type AppDeps = {
  db: Db;
  /** The built console; default apps/console/dist. */
  consoleDir?: string;
  /** Clock in unix ms; tests move it. */
  now?: () => number;
  /** PORT and PORT+1 as announced in config.json, CORS and CSP. */
  ports?: AddressOptions['ports'];
  /** A fixed public hostname instead of the request's Host header. */
  publicHost?: string;
  publicConfig?: Partial<PublicConfig>;
  /** Login throttling limits (tests lower them)… */
  throttle?: Partial<ThrottleRules>;
  /** …or shared throttling state (main.ts: both ports count together). */
  throttles?: LoginThrottles;
  logger?: FastifyServerOptions['logger'];
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const now = deps.now ?? Date.now;
  const addressOptions: AddressOptions = { ports: deps.ports, publicHost: deps.publicHost };
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  collectRoutePolicies(app); // first: every route registered after this needs a policy
  registerErrorHandling(app);
  registerBodyParsers(app);
  await registerSecurity(app, addressOptions); // before the policy check, so 401/403 answers carry the headers too
  enforcePolicies(app, { db: deps.db, now });
  await registerOpenApi(app);

  healthRoutes(app, { db: deps.db });
  tokenRoutes(app, { db: deps.db, now, throttles: deps.throttles ?? createLoginThrottles(deps.throttle, now) });
  revokeRoutes(app, { db: deps.db, now });
  meRoutes(app);
  configRoutes(app, { db: deps.db, now });
  await registerConsole(app, {
    ...addressOptions,
    consoleDir: deps.consoleDir ?? DEFAULT_CONSOLE_DIR,
    publicConfig: { ...DEFAULT_PUBLIC_CONFIG, ...deps.publicConfig },
  });
  return app;
}
