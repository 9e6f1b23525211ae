import type { TFunction } from 'i18next';

// The networks' account and delivery errors come in the network's language (mostly English). The ones we know map to
// a text of the console's locale; any other is shown as sent, marked as the network's own words.

/** The known errors: a pattern of the network's text (or its error code) and the key of `shell:networkError`. */
const KNOWN: readonly (readonly [RegExp, NetworkErrorKey])[] = [
  [
    /token (has )?expired|session has expired|access_token has expired|invalid (oauth )?access token|reconnect the account/iu,
    'tokenExpired',
  ],
  [/access_denied|user denied|permission denied by user|not granted access/iu, 'accessDenied'],
  [/permissions? error|insufficient (permissions|scope)|requires? .*permission/iu, 'permissions'],
  [/rate limit|too many requests|flood control|flood_wait/iu, 'rateLimited'],
  [/timeout|timed out/iu, 'timeout'],
  [/refused the message|message (was )?rejected|cannot send message/iu, 'refused'],
  [/(account|page|user) (is )?(blocked|banned|suspended|deactivated)/iu, 'blocked'],
];

export type NetworkErrorKey = 'tokenExpired' | 'accessDenied' | 'permissions' | 'rateLimited' | 'timeout' | 'refused' | 'blocked';

/** The locale key of a network's error text, or null when the console does not know it. */
export function networkErrorKey(text: string): NetworkErrorKey | null {
  return KNOWN.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** The error in the console's language, or the network's own text marked as such. `t` must have `shell` loaded. */
export function networkErrorText(text: string, t: TFunction): string {
  const key = networkErrorKey(text);
  return key ? t(`shell:networkError.${key}`) : t('shell:networkError.own', { text });
}
