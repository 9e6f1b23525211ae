// Hostile variants of one sample request (hostileValues.test.ts): one field at a time takes an id past int4, a number
// past JavaScript's safe integers, a NUL character or a cursor whose parts are too big; the rest stays valid.
import type { InjectOptions } from 'fastify';

export type Sample = InjectOptions;
/** The JSON Schema of a route's parameters and body, as the OpenAPI document gives them. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  required?: string[];
};
export type RouteSchemas = { path: Record<string, JsonSchema>; query: Record<string, JsonSchema>; body?: JsonSchema };
export type Variant = { field: string; request: Sample };

const PAST_INT4 = 2_147_483_648;
const HOSTILE_NUMBERS = [String(PAST_INT4), '99999999999999999999'];
const NUL_TEXT = 'a\u0000b';

const typeOf = (schema: JsonSchema | undefined): string | undefined => {
  if (!schema) return undefined;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.map(typeOf).find((t) => t !== undefined && t !== 'null');
  if (schema.enum) return 'enum';
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
};
const itemsOf = (schema: JsonSchema | undefined): JsonSchema | undefined =>
  schema?.items ?? (schema?.anyOf ?? schema?.oneOf)?.map(itemsOf).find(Boolean);
const propertiesOf = (schema: JsonSchema | undefined): Record<string, JsonSchema> =>
  schema?.properties ?? Object.assign({}, ...(schema?.anyOf ?? schema?.oneOf ?? []).map(propertiesOf));

/** A cursor's parts made too big: each run of digits of the decoded cursor, then all of them, past int4 and past 2^53. */
export function hostileCursors(cursor: string): string[] {
  const text = Buffer.from(cursor, 'base64').toString('latin1');
  const runs = [...text.matchAll(/\d+/g)];
  const encode = (plain: string) => Buffer.from(plain, 'latin1').toString('base64url');
  const out = HOSTILE_NUMBERS.map((big) => encode(text.replace(/\d+/g, big)));
  if (runs.length > 1) {
    for (const { 0: digits, index } of runs)
      out.push(encode(`${text.slice(0, index)}${PAST_INT4}${text.slice(index + digits.length)}`));
  }
  return out;
}

/** Hostile values for a scalar of this type, as text (a path or query part) or as JSON. */
function hostileScalars(type: string | undefined, sample: unknown, asText: boolean): unknown[] {
  const digits = typeof sample === 'string' && /^\d+$/.test(sample);
  if (type === 'integer' || type === 'number' || typeof sample === 'number' || (asText && digits)) {
    return asText ? HOSTILE_NUMBERS : [PAST_INT4, Number(HOSTILE_NUMBERS[1])];
  }
  // Digits in a JSON string (a promo code, a one-use code): past int4 as text too.
  if (type === 'string' || typeof sample === 'string') return digits ? [String(PAST_INT4), NUL_TEXT] : [NUL_TEXT];
  return [];
}

/** The hostile replacements of one JSON value (a body field), recursing into objects and arrays. */
function hostileJson(value: unknown, schema: JsonSchema | undefined, path: string, depth = 0): Array<[string, unknown]> {
  const type = typeOf(schema);
  if (type === 'enum' || type === 'boolean' || typeof value === 'boolean' || depth > 3) return [];
  if (Array.isArray(value) || type === 'array') {
    const items = Array.isArray(value) ? value : [];
    const first = items[0];
    return hostileJson(first, itemsOf(schema), `${path}[0]`, depth + 1).map(([p, v]) => [p, [v, ...items.slice(1)]]);
  }
  if ((value !== null && typeof value === 'object') || type === 'object') {
    const object = (value ?? {}) as Record<string, unknown>;
    const properties = propertiesOf(schema);
    const keys = [...new Set([...Object.keys(object), ...Object.keys(properties)])];
    return keys.flatMap((key) =>
      hostileJson(object[key], properties[key], `${path}.${key}`, depth + 1).map(([p, v]): [string, unknown] => [
        p,
        { ...object, [key]: v },
      ]),
    );
  }
  return hostileScalars(type, value, false).map((v) => [path, v]);
}

const pathParams = (pattern: string): string[] => [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** Every hostile variant of a sample of the route `pattern`; `cursors` are real cursors the route handed out. */
export function hostileVariants(pattern: string, sample: Sample, schemas: RouteSchemas, cursors: string[]): Variant[] {
  const url = new URL(String(sample.url), 'http://localhost');
  const names = pathParams(pattern);
  const patternParts = pattern.split('/');
  const urlParts = url.pathname.split('/');
  const variants: Variant[] = [];
  const withUrl = (field: string, pathname: string, search: URLSearchParams) =>
    variants.push({ field, request: { ...sample, url: `${pathname}${search.size ? `?${search.toString()}` : ''}` } });

  for (const name of names) {
    const index = patternParts.indexOf(`:${name}`);
    const values = hostileScalars(typeOf(schemas.path[name]), urlParts[index], true);
    for (const value of values) {
      const parts = [...urlParts];
      parts[index] = encodeURIComponent(String(value));
      withUrl(`:${name}`, parts.join('/'), url.searchParams);
    }
  }
  const queryKeys = new Set([...url.searchParams.keys(), ...Object.keys(schemas.query)]);
  for (const key of queryKeys) {
    const schema = schemas.query[key];
    const type = typeOf(schema) === 'array' ? typeOf(itemsOf(schema)) : typeOf(schema);
    if (type === 'enum' || type === 'boolean') continue;
    const values = key.endsWith('cursor')
      ? [NUL_TEXT, ...cursors.flatMap(hostileCursors)]
      : hostileScalars(type, url.searchParams.get(key), true);
    for (const value of values) {
      const search = new URLSearchParams(url.searchParams);
      search.set(key, String(value));
      withUrl(`?${key}`, url.pathname, search);
    }
  }

  if (typeof sample.payload === 'string') {
    const form = new URLSearchParams(sample.payload);
    for (const key of new Set(form.keys())) {
      for (const value of hostileScalars(undefined, form.get(key), true)) {
        const changed = new URLSearchParams(form);
        changed.set(key, String(value));
        variants.push({ field: key, request: { ...sample, payload: changed.toString() } });
      }
    }
  } else if (sample.payload !== undefined || schemas.body) {
    for (const [field, payload] of hostileJson(sample.payload ?? {}, schemas.body, 'body')) {
      variants.push({ field, request: { ...sample, payload: payload as InjectOptions['payload'] } });
    }
  }
  // Last (it may succeed, and change what the sample names): an unknown query parameter with a NUL in it, so a route
  // without any field is still probed.
  withUrl('?stray', url.pathname, new URLSearchParams([...url.searchParams, ['stray', NUL_TEXT]]));
  return variants;
}

/** A route's parameters and body schema from the OpenAPI document (`/v1/items/:id` is `/v1/items/{id}` there). */
export function routeSchemas(
  openapi: { paths?: Record<string, Record<string, unknown>> },
  method: string,
  pattern: string,
): RouteSchemas {
  const path = pattern.replace(/:(\w+)/g, '{$1}');
  const operation = openapi.paths?.[path]?.[method.toLowerCase()] as
    | {
        parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
      }
    | undefined;
  const parameters = operation?.parameters ?? [];
  const pick = (where: string) => Object.fromEntries(parameters.filter((p) => p.in === where).map((p) => [p.name, p.schema]));
  return { path: pick('path'), query: pick('query'), body: operation?.requestBody?.content?.['application/json']?.schema };
}

/** A valid-looking value of a schema, for a public route's body that no sample gives. */
export function exampleOf(schema: JsonSchema | undefined): unknown {
  const type = typeOf(schema);
  if (type === 'enum') return (schema?.enum ?? (schema?.anyOf ?? schema?.oneOf)?.find((s) => s.enum)?.enum)?.[0];
  if (type === 'object') {
    const properties = propertiesOf(schema);
    return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, exampleOf(value)]));
  }
  if (type === 'array') return [exampleOf(itemsOf(schema))];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (schema?.format === 'email') return 'hostile@demo.local';
  return 'x'.repeat(Math.max(1, schema?.minLength ?? 1));
}
