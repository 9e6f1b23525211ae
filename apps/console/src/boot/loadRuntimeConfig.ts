import { parseRuntimeConfig } from '@console/api/client';
import type { RuntimeConfig } from '@console/api/contract';

export type RuntimeConfigResult =
  { ok: true; config: RuntimeConfig } | { ok: false; reason: 'missing' | 'malformed'; issues: string[] };

// config.json stands beside index.html: resolve it against the document, not the route.
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  baseUrl = document.baseURI,
): Promise<RuntimeConfigResult> {
  let response: Response;
  try {
    response = await fetchImpl(new URL('config.json', new URL('/', baseUrl)), { cache: 'no-store' });
  } catch (error) {
    return { ok: false, reason: 'missing', issues: [String(error)] };
  }
  if (!response.ok) return { ok: false, reason: 'missing', issues: [`HTTP ${response.status}`] };
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return { ok: false, reason: 'malformed', issues: ['config.json is not valid JSON'] };
  }
  const parsed = parseRuntimeConfig(json);
  return parsed.ok ? parsed : { ok: false, reason: 'malformed', issues: parsed.issues };
}
