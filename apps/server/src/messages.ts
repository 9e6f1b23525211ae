// Every text the server answers with lives in the locales package's `server` namespace (locales/{ru,en}/server.json),
// which the mocks answer with too (docs/mocks.md); architecture "Value sets and locale": Russian by default, English
// when the request asks for it. Placeholders: {name}.
import { SERVER_TEXTS, isServerTextKey, serverText, type ServerLanguage, type ServerTextKey } from '@console/locales/server';

export type Language = ServerLanguage;
export type MessageKey = ServerTextKey;
export type MessageParams = Record<string, string | number>;

/** Every text in both languages, by key. */
export const messages = SERVER_TEXTS;
export const isMessageKey = isServerTextKey;

export function translate(key: MessageKey, language: Language, params: MessageParams = {}): string {
  return serverText(key, language, params);
}

// English when the most preferred language of Accept-Language is English; Russian otherwise.
export function languageOf(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'ru';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...attributes] = part.trim().split(';');
      const q = attributes.map((a) => a.trim()).find((a) => a.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const first = ranked[0]?.tag ?? '';
  return first === 'en' || first.startsWith('en-') ? 'en' : 'ru';
}
