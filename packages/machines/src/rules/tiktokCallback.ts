// /callback/tiktok (spec §2.1): TikTok sends the person back to one fixed address, so the popup may land on another of
// the deployment's hosts than the console that opened it. The state carries the opener's origin; the page forwards the
// answer there when that origin is one of the three configured redirect hosts, and hands it to the opener when it is
// already there. Any other host is refused (no open redirect through the callback).

export const TIKTOK_CALLBACK_PATH = '/callback/tiktok';
/** Where the opener looks for the result when the popup has no window.opener (spec §2.2: local storage or a message). */
export const TIKTOK_RESULT_KEY = 'callback_tiktok';

/** What the callback hands the opener: the code, or the text of the failure (untrusted). */
export type TiktokDelivery = { code: string } | { error: string };

/** A TikTok callback's message or stored entry, or null for anything else (other messages, damaged data). */
export function readTiktokDelivery(data: unknown): TiktokDelivery | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  if (record['type'] !== 'callback' || record['provider'] !== 'tiktok') return null;
  if (typeof record['code'] === 'string' && record['code'] !== '') return { code: record['code'] };
  return typeof record['error'] === 'string' ? { error: record['error'] } : null;
}

/**
 * The opener's side (add-account page): TikTok returns to one of the three hosts only, so the redirect is the opener's
 * own origin when it is one of them, else the first (production); the state carries the opener's origin for the
 * callback to forward the answer to.
 */
export function tiktokRedirectOf(origin: string, redirectHosts: readonly string[]): { redirectUri: string; state: string } {
  const allowed = redirectHosts.map(originOf).filter((host): host is string => host !== null);
  const host = allowed.includes(origin) ? origin : (allowed[0] ?? origin);
  return { redirectUri: `${host}${TIKTOK_CALLBACK_PATH}`, state: origin };
}

/** error null: the code is missing; the page says so in the user's language (spec §8 'Отсутствует параметр code'). */
export type TiktokResult = { code: string } | { error: string | null };

export type TiktokOutcome =
  { kind: 'forward'; url: string } | { kind: 'deliver'; result: TiktokResult } | { kind: 'hostNotAllowed' };

const originOf = (value: string): string | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
};

export function tiktokCallbackOutcome(input: {
  origin: string;
  search: string;
  redirectHosts: readonly string[];
}): TiktokOutcome {
  const query = new URLSearchParams(input.search);
  const allowed = input.redirectHosts.map(originOf).filter((origin): origin is string => origin !== null);
  const state = query.get('state');
  const target = state === null || state === '' ? input.origin : originOf(state);
  if (target === null || !allowed.includes(target)) return { kind: 'hostNotAllowed' };
  if (target !== input.origin) return { kind: 'forward', url: `${target}${TIKTOK_CALLBACK_PATH}?${query.toString()}` };
  const code = query.get('code');
  if (code) return { kind: 'deliver', result: { code } };
  const description = query.get('error_description') ?? query.get('error');
  return { kind: 'deliver', result: { error: description ? description.slice(0, 500) : null } };
}
