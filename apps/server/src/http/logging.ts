// Structured logs (pino through Fastify) that never hold a token, password or code:
// secret fields are redacted wherever they appear, and URLs and free texts are scrubbed before they are logged.
import type { FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

// Body and object fields whose values are secrets (OAuth grants, sign-in, password reset, two-factor).
export const SECRET_FIELDS = [
  'password',
  'password_confirm',
  'new_password',
  'code',
  'refresh_token',
  'access_token',
  'id_token',
  'client_secret',
  'token',
  'sign', // the anti-bot sign hashes the password with the username and time
  'hash', // reset-password and confirm-email links
  'recaptcha_token',
  'oauth_token',
  'oauth_verifier',
  'otpSecret',
  'passwordHash',
  'derivationKey',
] as const;

const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'proxy-authorization'];

// A field at the top of the logged object and up to three levels down (body, req.body, err.body…).
const redactPaths = [
  ...SECRET_HEADERS.flatMap((h) => [`headers["${h}"]`, `req.headers["${h}"]`, `request.headers["${h}"]`, `res.headers["${h}"]`]),
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`, `*.*.*.${f}`]),
];

const fieldPattern = SECRET_FIELDS.join('|');
// key=value in a query, a form or a text (code=…, ?access_token=…).
const QUERY_SECRET = new RegExp(`(?<![A-Za-z0-9_])(${fieldPattern})=([^&\\s#"'<>]*)`, 'gi');
// "key": "value" in JSON quoted inside a text.
const JSON_SECRET = new RegExp(`"(${fieldPattern})"\\s*:\\s*"(?:[^"\\\\]|\\\\.)*"`, 'gi');
const BEARER = /\b(Bearer)\s+[A-Za-z0-9._~+/=-]+/gi;
// spec §2.1: the last segment of these console routes is a secret link hash.
const SECRET_PATH = /\/(reset_password|confirm_email|signup|deleterequest)\/[^/?#\s"']+/gi;

/** A text with every secret value it may carry replaced by [redacted]. */
export function scrubText(text: string): string {
  return text
    .replace(QUERY_SECRET, (_all, key: string) => `${key}=${REDACTED}`)
    .replace(JSON_SECRET, (_all, key: string) => `"${key}":"${REDACTED}"`)
    .replace(BEARER, (_all, word: string) => `${word} ${REDACTED}`)
    .replace(SECRET_PATH, (_all, route: string) => `/${route}/${REDACTED}`);
}

/** At most `max` characters, marked when cut. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…[${text.length - max} more]`;
}

export type LogStream = { write(line: string): void };
export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Fastify's `logger` option: JSON lines at `level`, secrets redacted; `stream` for tests. */
export function loggerOptions(level: string, stream?: LogStream): LoggerOptions {
  return {
    level,
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: {
      // Only what identifies the request: never headers or the body; the URL's query is scrubbed.
      req: (request) => ({
        method: request.method,
        url: scrubText(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error) => ({
        type: error.name,
        message: scrubText(String(error.message)),
        stack: scrubText(String(error.stack)),
        code: error.code,
        statusCode: error.statusCode,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
