// What may differ between a recording and a later run of its script (docs/mocks.md, "The drift test"): times (the
// recording's clock is fixed, the test's is not), cursors (they encode times) and the ids the writes generated (a
// created record's, and the change history's, whose rows the database numbers).
const HISTORY_KEY = /^(history|changes)$/;
const TIME_KEY = /(^|_)(at|until)$|^((next|before|after)_)?cursor$|^expires|_token$/;
// The payment provider's page address holds an unguessable id the provider draws at random (spec §4 paying).
const RANDOM_KEY = /^confirmation_url$/;
// A file's signed address (v1/attachments/{id}?exp=…&sig=…): the signing key is the server's own, per start.
const SIGNATURE = /([?&]sig=)[^&]+/;

/** The ids a recording's successful writes generated (a created record's id that its request did not name). */
export function generatedIds(steps: ReadonlyArray<{ method: string; path: string; status: number; answer: unknown }>) {
  const ids = new Set<number>();
  for (const step of steps) {
    const id = (step.answer as { id?: unknown } | null)?.id;
    if (step.method === 'POST' && step.status < 300 && typeof id === 'number' && !step.path.split('/').includes(String(id)))
      ids.add(id);
  }
  return ids;
}

export function masked(value: unknown, generated: ReadonlySet<number>, key = ''): unknown {
  if (TIME_KEY.test(key) && value !== null) return '<time>';
  if (RANDOM_KEY.test(key)) return '<random>';
  if ((key === 'id' || key.endsWith('_id') || key === 'to') && generated.has(Number(value))) return '<generated id>';
  if (Array.isArray(value) && HISTORY_KEY.test(key))
    return value.map((entry) => ({ ...(masked(entry, generated) as object), id: '<generated id>' }));
  if (typeof value === 'string' && SIGNATURE.test(value)) return value.replace(SIGNATURE, '$1<signature>');
  if (Array.isArray(value)) return value.map((entry) => masked(entry, generated));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, masked(v, generated, k)]));
  return value;
}
