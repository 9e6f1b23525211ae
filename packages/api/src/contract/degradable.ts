import * as z from 'zod/mini';

/** One field of an answer that did not parse and was read as its default instead (docs/answers.md). */
export interface DegradedField {
  field: string;
  issues: string[];
}

// The fields degraded during the parse running now: parsing is synchronous, so one list at a time is enough.
let collecting: DegradedField[] | null = null;

/** Runs `parse` and returns what it gave with the fields that degraded meanwhile (the client reports them). */
export function collectDegraded<T>(parse: () => T): { result: T; degraded: DegradedField[] } {
  const outer = collecting;
  const degraded: DegradedField[] = [];
  collecting = degraded;
  try {
    return { result: parse(), degraded };
  } finally {
    collecting = outer;
  }
}

/**
 * A field whose malformed or missing value degrades only its own feature (issue: "one unexpected value fails the
 * whole answer" no more): it reads as `fallback` and is noted for the client's error reporting. The server's own
 * answers always carry a valid value; the fallback is documented in docs/answers.md.
 */
export function degradable<S extends z.ZodMiniType>(field: string, schema: S, fallback: z.output<S>) {
  return z.catch(schema, (context) => {
    collecting?.push({
      field,
      issues: context.error.issues.map((issue) => `${[field, ...issue.path.map(String)].join('.')}: ${issue.message}`),
    });
    return fallback;
  });
}
