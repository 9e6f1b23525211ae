// /callback/tiktok (spec §2.1): TikTok sends the person back to one fixed address, so the popup may land on another of
// the deployment's hosts than the console that opened it. The state carries the opener's origin; the page forwards the
// answer there when that origin is one of the three configured redirect hosts, and hands it to the opener when it is
// already there. Any other host is refused (no open redirect through the callback).

export const TIKTOK_CALLBACK_PATH = '/callback/tiktok';

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
