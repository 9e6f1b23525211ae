export type ClientLocale = 'ru' | 'en';

export interface ClientOptions {
  /** One or two API base URLs, each ending with '/' (paths such as `v1/me` are appended). */
  apiHosts: readonly string[];
  clientId: string;
  clientSecret: string;
  getAccessToken: () => string | null;
  getLocale: () => ClientLocale;
  fetch?: typeof fetch;
  /** Milliseconds since the epoch; the sign's unix time and the config `ts` come from it. */
  now?: () => number;
}
