// spec §7 "A favicon service is used for account domains": the reference server's local stand-in for that service
// (docs/deployment.md). GET /favicon-stand-in?domain=… answers a small generated SVG, the domain's first letter on a
// colour of its own, so the demo shows favicons without any domain leaving the machine.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

export const FAVICON_STAND_IN_PATH = '/favicon-stand-in';

const Query = z.object({ domain: z.optional(z.string().check(z.maxLength(253))) });
const COLORS = ['#2f6fde', '#1f9d6b', '#c2410c', '#7c3aed', '#b91c1c', '#0e7490', '#a16207', '#be185d'];

/** The SVG for a domain: its first letter or digit (nothing else is ever written into it) on one of eight colours. */
export function faviconSvg(domain: string): string {
  const host = domain.toLowerCase().replace(/^www\./u, '');
  let hash = 0;
  for (const char of host) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const letter = /[a-z0-9]/u.exec(host)?.[0]?.toUpperCase() ?? '?';
  const color = COLORS[hash % COLORS.length]!;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">' +
    `<rect width="32" height="32" rx="7" fill="${color}"/>` +
    `<text x="16" y="22" font-family="Arial,sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text>` +
    '</svg>'
  );
}

export function faviconStandInRoutes(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      FAVICON_STAND_IN_PATH,
      { config: { policy: 'public' }, schema: { hide: true, querystring: Query } },
      async (request, reply) => {
        reply
          .header('content-type', 'image/svg+xml')
          .header('cache-control', 'public, max-age=86400')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
        return faviconSvg(request.query.domain ?? '');
      },
    );
}
