import { TEMPLATES_CACHE_MS } from '@console/spec';
import { DeletedResponse } from '../../contract/members.ts';
import {
  ManagedTemplate,
  TEMPLATES_MANAGE_PATH,
  TEMPLATES_PATH,
  templatePath,
  TemplatesManageResponse,
  TemplatesResponse,
  type TemplateCreate,
  type TemplatesQuery,
  type TemplateUpdate,
} from '../../contract/templates.ts';
import { defineResource } from '../resource.ts';

/** spec §7, §9: GET v1/templates is cached 30 min per identical params. */
export { TEMPLATES_CACHE_MS } from '@console/spec';

export interface TemplatesResource {
  list(params?: TemplatesQuery): Promise<TemplatesResponse>;
  /** settings/templates: the space's templates with their scope (never cached). */
  manage(spaceId: number): Promise<TemplatesManageResponse>;
  /** The writes drop this tab's list cache (docs/templates.md); other tabs keep theirs until it expires or a reload. */
  create(body: TemplateCreate): Promise<ManagedTemplate>;
  update(id: number, body: TemplateUpdate): Promise<ManagedTemplate>;
  remove(id: number): Promise<DeletedResponse>;
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

  // A write drops the cache whatever its outcome (a 409 or a lost answer may still mean the list changed).
  const dropping = <T>(write: Promise<T>): Promise<T> => {
    cache.clear();
    return write.finally(() => cache.clear());
  };

  return {
    manage: (spaceId) =>
      http.request({ method: 'GET', path: `${TEMPLATES_MANAGE_PATH}?space_id=${spaceId}`, schema: TemplatesManageResponse }),
    create: (body) => dropping(http.request({ method: 'POST', path: TEMPLATES_PATH, body, schema: ManagedTemplate })),
    update: (id, body) => dropping(http.request({ method: 'PATCH', path: templatePath(id), body, schema: ManagedTemplate })),
    remove: (id) => dropping(http.request({ method: 'DELETE', path: templatePath(id), schema: DeletedResponse })),
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
