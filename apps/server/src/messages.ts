// Every text the server answers with lives in the locales package's `server` namespace (locales/{ru,en}/server.json),
// which the mocks answer with too (docs/mocks.md); architecture "Value sets and locale": Russian by default, English
// when the request asks for it. Placeholders: {name}.
import {
  SERVER_TEXTS,
  isServerTextKey,
  serverLanguageOf,
  serverText,
  type ServerLanguage,
  type ServerTextKey,
} from '@console/locales/server';

export type Language = ServerLanguage;
export type MessageKey = ServerTextKey;
export type MessageParams = Record<string, string | number>;

/** Every text in both languages, by key. */
export const messages = SERVER_TEXTS;
export const isMessageKey = isServerTextKey;

export function translate(key: MessageKey, language: Language, params: MessageParams = {}): string {
  return serverText(key, language, params);
}

// The answer's language from Accept-Language, read as the mocks read it.
export const languageOf = serverLanguageOf;
