// Serves the built console (apps/console/dist) with an SPA fallback, and its config.json made per request.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RuntimeConfig } from '@console/api/contract';
import { translate } from '../messages.ts';
import { publicAddresses, type AddressOptions, type PublicAddresses } from './addresses.ts';
import { languageOfRequest } from './errorHandling.ts';
import { styleNonceOf } from './security.ts';

export type PublicConfig = {
  productName: string;
  clientId: string;
  clientSecret: string;
  faqUrl: { ru: string; en: string };
  /** spec §2.1 /callback/tiktok: production, a second production, local development. */
  tiktokRedirectHosts: (addresses: PublicAddresses) => [string, string, string];
  /** The sign-up captcha's reCAPTCHA site key (RECAPTCHA_SITE_KEY); unset: no captcha (spec §2.1, README). */
  captchaSiteKey?: string | null;
  /** config.json faviconUrl (FAVICON_URL): the favicon service's template with `{domain}`; unset: none (spec §7). */
  faviconUrl?: string | null;
};

export type ConsoleOptions = AddressOptions & {
  consoleDir: string;
  publicConfig: PublicConfig;
  /** config.json social: each identity provider's client id and authorization page. */
  social?: (siteOrigin: string) => Record<string, { clientId: string; authorizeUrl: string }>;
};

// Paths that never fall back to the console's index.html.
const isServerPath = (path: string) =>
  path.startsWith('/v1/') || path === '/v1' || path === '/healthz' || path === '/config.json';

const safeDecode = (path: string): string | null => {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function notBuiltPage(request: FastifyRequest, reply: FastifyReply) {
  const language = languageOfRequest(request);
  const title = escapeHtml(translate('consoleNotBuiltTitle', language));
  const text = escapeHtml(translate('consoleNotBuiltText', language));
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`;
  return reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

export async function registerConsole(app: FastifyInstance, options: ConsoleOptions): Promise<void> {
  const root = resolve(options.consoleDir);
  const indexFile = join(root, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;

  // index.html gets this response's style nonce; it is read again when the build changes.
  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const { mtimeMs } = statSync(indexFile);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(indexFile, 'utf8') };
    const meta = `<meta property="csp-nonce" nonce="${styleNonceOf(request.raw)}">`;
    const html = cached.html.replace(/<head[^>]*>/i, (head) => `${head}${meta}`);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }
  // serve: false: files are sent from the one route below, which carries a policy like every other route.
  await app.register(fastifyStatic, { root, serve: false, suppressWarning: true }); // a missing build answers 503 below

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/config.json',
      { config: { policy: 'public' }, schema: { hide: true, response: { 200: RuntimeConfig } } },
      async (request, reply) => {
        const addresses = publicAddresses(request.raw, options);
        const { productName, clientId, clientSecret, faqUrl } = options.publicConfig;
        reply.header('cache-control', 'no-store'); // made per request, never written to disk
        return {
          productName,
          apiHosts: addresses.apiHosts,
          socketUrl: addresses.socketUrl,
          clientId,
          clientSecret,
          captcha: options.publicConfig.captchaSiteKey
            ? { provider: 'recaptcha' as const, siteKey: options.publicConfig.captchaSiteKey }
            : null,
          social: options.social?.(addresses.origins[0]) ?? {},
          tiktokRedirectHosts: options.publicConfig.tiktokRedirectHosts(addresses),
          faqUrl,
          ...(options.publicConfig.faviconUrl ? { faviconUrl: options.publicConfig.faviconUrl } : {}),
        };
      },
    );

  app.get('/*', { config: { policy: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const path = safeDecode(request.url.split('?')[0] ?? '/');
    if (path === null || isServerPath(path)) return reply.callNotFound();
    if (!existsSync(indexFile)) return notBuiltPage(request, reply);
    const file = resolve(root, `.${path}`);
    const inside = file.startsWith(root + sep);
    if (inside && existsSync(file) && statSync(file).isFile()) {
      // Vite's hashed assets never change; everything else is revalidated.
      const immutable = path.startsWith('/assets/');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (file === indexFile) return sendIndex(request, reply);
      return reply.sendFile(file.slice(root.length + 1), { cacheControl: false });
    }
    // A missing file (has an extension) is a 404; any other path is a console route (SPA fallback).
    if (extname(path) !== '') return reply.callNotFound();
    return sendIndex(request, reply);
  });
}
