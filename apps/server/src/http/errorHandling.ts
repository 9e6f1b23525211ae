// Every failure becomes ErrorBody `{ error, error_type? }` in the request's language (architecture "Value sets and locale").
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isMessageKey, languageOf, translate, type MessageKey, type MessageParams } from '../messages.ts';
import { ApiFailure } from './errors.ts';

export const languageOfRequest = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: MessageKey,
  params?: MessageParams,
  errorType?: string,
) {
  const error = translate(key, languageOfRequest(request), params);
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorType ? { error, error_type: errorType } : { error });
}

function validationFailure(error: FastifyError): { key: MessageKey; params?: MessageParams } {
  const paths = (error.validation ?? []).map((v) => v.instancePath.replace(/^\//, '').replaceAll('/', '.'));
  // spec §7: a missing, malformed or stale anti-bot token gets its own text.
  if (paths.includes('sign')) return { key: 'invalidSign' };
  // A contract refinement may name its own text (userSettings.ts: an unknown network).
  const named = (error.validation ?? []).map((v) => v.message).find((m) => m !== undefined && isMessageKey(m));
  if (named !== undefined) return { key: named as MessageKey };
  const fields = [...new Set(paths.filter((p) => p !== ''))].join(', ');
  return fields ? { key: 'invalidRequest', params: { fields } } : { key: 'badRequest' };
}

const STATUS_KEYS: Record<number, MessageKey> = { 404: 'notFound', 413: 'payloadTooLarge', 415: 'unsupportedMediaType' };

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiFailure) {
      reply.headers(error.headers);
      return sendFailure(request, reply, error.status, error.key, error.params, error.errorType);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const { key, params } = validationFailure(error);
      return sendFailure(request, reply, 400, key, params);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendFailure(request, reply, status, STATUS_KEYS[status] ?? 'badRequest');
    request.log.error({ err: error }, 'request failed');
    return sendFailure(request, reply, 500, 'internal');
  });

  app.setNotFoundHandler((request, reply) => sendFailure(request, reply, 404, 'notFound'));
}

// Fastify answers a malformed URL before routing and hooks: same error body, and headers that allow nothing.
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (_error, request, reply) => {
  reply.headers({ 'content-security-policy': "default-src 'none'; frame-ancestors 'none'", 'x-content-type-options': 'nosniff' });
  return sendFailure(request, reply, 400, 'badRequest');
};

// JSON bodies may be empty (revoke sends none); forms are accepted for the token endpoint (OAuth clients post forms).
export function registerBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parseJson(request, String(body), done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
