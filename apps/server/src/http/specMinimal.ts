// The spec-minimal mode (docs/answers.md): the answers of spec §3's objects stripped to the fields the spec names, so
// the end-to-end run proves the console works with any backend that speaks the spec. Set only by the e2e config.
import type { FastifyInstance } from 'fastify';
import { specAnswerOf, stripToSpec } from '@console/api/contract';

/** True for a listening address only this machine reaches. */
export const isLoopbackHost = (host: string): boolean => ['127.0.0.1', '::1', 'localhost'].includes(host);

/**
 * Reads SPEC_MINIMAL_ANSWERS: '1' turns the mode on, and only on a server listening on loopback that is not set up for
 * a deployment (no PUBLIC_HOST, no SMTP_URL: docs/deployment.md); anything else set is refused at startup.
 */
export function specMinimalFrom(env: Readonly<Record<string, string | undefined>>, host: string): boolean {
  const value = env['SPEC_MINIMAL_ANSWERS'];
  if (value === undefined || value === '' || value === '0') return false;
  if (value !== '1') throw new Error(`SPEC_MINIMAL_ANSWERS must be 0 or 1, got ${value}`);
  if (!isLoopbackHost(host) || env['PUBLIC_HOST'] || env['SMTP_URL']) {
    throw new Error(
      'SPEC_MINIMAL_ANSWERS=1 is for the end-to-end tests: only with HOST on loopback, no PUBLIC_HOST and no SMTP_URL',
    );
  }
  return true;
}

/** Strips each successful JSON answer of a path SPEC_ANSWERS lists to the spec's fields. */
export function stripAnswersToSpec(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode >= 300 || typeof payload !== 'string') return payload;
    const url = new URL(request.url, 'http://local');
    const shape = specAnswerOf(url.pathname, url.searchParams);
    if (shape === undefined) return payload;
    return JSON.stringify(stripToSpec(shape, JSON.parse(payload) as unknown));
  });
}
