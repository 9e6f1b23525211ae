import { SERVER_TEXTS, serverText, type ServerTextKey } from '@console/locales/server';

// The mock server answers with the reference server's own texts (locales' `server` namespace, docs/mocks.md), in the
// request's language (spec §7: Accept-Language, Russian by default).
export const MOCK_TEXTS = SERVER_TEXTS;

export type MockTextKey = ServerTextKey;

// Accept-Language `en…` answers in English; anything else in Russian.
export function requestLocale(request: Request): 'ru' | 'en' {
  return (request.headers.get('Accept-Language') ?? '').trim().toLowerCase().startsWith('en') ? 'en' : 'ru';
}

export const mockText = (request: Request, key: MockTextKey, params: Record<string, string | number> = {}): string =>
  serverText(key, requestLocale(request), params);
