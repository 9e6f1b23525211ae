// Security headers on every response, a strict CSP for the console, CORS for exactly the console's two configured
// origins, HSTS only where the origin is https, and API answers uncached (docs/deployment.md).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import { isHttps, publicAddresses, type AddressOptions } from './addresses.ts';

// helmet's own default value: a year, subdomains included.
const HSTS = 'max-age=31536000; includeSubDomains';

export const CORS_HEADERS = ['Authorization', 'Content-Type', 'Accept-Language', 'Idempotency-Key'];

const STYLE_NONCE = Symbol('styleNonce');
type WithNonce = IncomingMessage & { [STYLE_NONCE]?: string };

/** This request's style nonce: index.html hands it to react-aria (`<meta property="csp-nonce">`) for the one
 *  `<style>` element it injects; no other inline style is allowed. */
export function styleNonceOf(request: IncomingMessage): string {
  const raw = request as WithNonce;
  raw[STYLE_NONCE] ??= randomBytes(16).toString('base64');
  return raw[STYLE_NONCE];
}

// Google reCAPTCHA's script and frame, allowed only when the sign-up captcha is configured (README, RECAPTCHA_*).
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

export async function registerSecurity(
  app: FastifyInstance,
  options: AddressOptions,
  security: { recaptcha?: boolean } = {},
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...(security.recaptcha ? RECAPTCHA_SCRIPTS : [])],
        ...(security.recaptcha ? { frameSrc: ["'self'", ...RECAPTCHA_FRAMES] } : {}),
        // vanilla-extract emits static CSS files; only react-aria's one injected <style> carries the nonce.
        styleSrc: ["'self'", (req) => `'nonce-${styleNonceOf(req)}'`],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          (req) => {
            const addresses = publicAddresses(req, options);
            return [...addresses.origins, addresses.socketOrigin].join(' ');
          },
        ],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // Social sign-in popups keep their opener (spec §2.1 callbacks hand results to the opener window).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // The console on one port reads the API on the other (same site).
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Sent below, only over https: over plain HTTP it would pin a name (localhost) to an https nobody serves.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (isHttps(request.raw, options)) reply.header('strict-transport-security', HSTS);
  });
  // API answers carry tokens or personal data (v1/me, v1/config, v1/oauth2/token…): never cached unless a route
  // says otherwise (signed attachment links are private, an hour).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/v1/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const allowed = origin !== undefined && publicAddresses(request.raw, options).origins.includes(origin);
      callback(null, {
        origin: allowed ? origin : false,
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: CORS_HEADERS,
        exposedHeaders: ['Retry-After', 'Idempotent-Replayed'], // the client may tell a replayed answer (http/idempotency.ts)
        maxAge: 600,
      });
    },
  });
}
