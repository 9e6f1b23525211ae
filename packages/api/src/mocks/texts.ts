import { SERVER_TEXTS, serverLanguageOf, serverText, type ServerTextKey } from '@console/locales/server';

// The mock server answers with the reference server's own texts (locales' `server` namespace, docs/mocks.md), in the
// request's language (spec §7: Accept-Language, Russian by default).
export const MOCK_TEXTS = SERVER_TEXTS;

export type MockTextKey = ServerTextKey;

// The answer's language from Accept-Language, read as the server reads it.
export const requestLocale = (request: Request): 'ru' | 'en' => serverLanguageOf(request.headers.get('Accept-Language'));

export const mockText = (request: Request, key: MockTextKey, params: Record<string, string | number> = {}): string =>
  serverText(key, requestLocale(request), params);
