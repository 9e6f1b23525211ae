// No text of a request may carry a NUL character (PostgreSQL text cannot hold one): every path part, query value,
// body string and key is checked once here, after the policy check, and refused with 400 naming the field.
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from './errors.ts';

const NUL = '\u0000';

/** The path of the first value (or key) holding a NUL, e.g. `body.query.status[0]`; null when there is none. */
export function nulField(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulField(item, `${path}[${index}]`, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return path;
    const found = nulField(item, `${path}.${key}`, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function refuseNulCharacters(app: FastifyInstance): void {
  // preValidation: the body is parsed and the policy has answered; the schemas and handlers see no NUL.
  app.addHook('preValidation', async (request) => {
    const field = nulField(request.params, 'path') ?? nulField(request.query, 'query') ?? nulField(request.body, 'body');
    if (field !== null) throw new ApiFailure(400, 'nulCharacter', { params: { field: field.replace(/^\w+\./, '') } });
  });
}
