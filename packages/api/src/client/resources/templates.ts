import { TEMPLATES_CACHE_MS } from '@console/spec';
import { TEMPLATES_PATH, TemplatesResponse, type TemplatesQuery } from '../../contract/templates.ts';
import { defineResource } from '../resource.ts';

/** spec §7, §9: GET v1/templates is cached 30 min per identical params. */
export { TEMPLATES_CACHE_MS } from '@console/spec';

export interface TemplatesResource {
  list(params?: TemplatesQuery): Promise<TemplatesResponse>;
}

interface Entry {
  /** When the answer arrived (ms, options.now); null while the request is in flight. */
  at: number | null;
  answer: Promise<TemplatesResponse>;
}

// Identical params give one key whatever their order; undefined values are dropped.
const sortedEntries = (params: TemplatesQuery): [string, string][] =>
  Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

// The cache is dropped by client.clearCache() (logout).
export const templatesResource = defineResource<TemplatesResource>(({ http, now, onClearCache }) => {
  const cache = new Map<string, Entry>();
  onClearCache(() => cache.clear());
  const fresh = (entry: Entry, at: number) => entry.at === null || at - entry.at < TEMPLATES_CACHE_MS;

  return {
    list(params = {}) {
      const entries = sortedEntries(params);
      const key = JSON.stringify(entries);
      const at = now();
      const hit = cache.get(key);
      if (hit && fresh(hit, at)) return hit.answer; // identical calls in flight share one request too
      for (const [other, entry] of cache) if (!fresh(entry, at)) cache.delete(other);
      const query = new URLSearchParams(entries).toString();
      const answer = http.request({
        method: 'GET',
        path: query ? `${TEMPLATES_PATH}?${query}` : TEMPLATES_PATH,
        schema: TemplatesResponse,
      });
      const entry: Entry = { at: null, answer };
      cache.set(key, entry);
      // Only an answer is kept; a failure is forgotten, and nothing returns into a cache cleared meanwhile.
      answer.then(
        () => void (cache.get(key) === entry && (entry.at = now())),
        () => void (cache.get(key) === entry && cache.delete(key)),
      );
      return answer;
    },
  };
});
