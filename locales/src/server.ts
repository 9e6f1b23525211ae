import ruServer from '../ru/server.json' with { type: 'json' };
import enServer from '../en/server.json' with { type: 'json' };

// The reference server's answers (errors and messages), in both languages: the one home of these texts, which the
// server translates with and the mocks answer with (docs/mocks.md). Placeholders are `{name}`, filled by the server,
// not by i18next. Two are protocol strings the console classifies (spec §4): `accessTokenExpired` is the same text in
// both languages, and `invalidRefreshToken` contains 'token'.
export const SERVER_TEXTS = { ru: ruServer, en: enServer } as const;

export type ServerTextKey = keyof typeof ruServer;
export type ServerLanguage = keyof typeof SERVER_TEXTS;

export const isServerTextKey = (key: string): key is ServerTextKey => Object.hasOwn(ruServer, key);

/** The language of an answer from the request's Accept-Language: English when its most preferred tag is English
 * (spec §7, architecture "Value sets and locale"), Russian otherwise. The server and the mocks both read it so. */
export function serverLanguageOf(acceptLanguage: string | null | undefined): ServerLanguage {
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

/** A server text in a language with its `{name}` placeholders filled; an unknown placeholder stays as written. */
export function serverText(key: ServerTextKey, language: ServerLanguage, params: Record<string, string | number> = {}): string {
  return SERVER_TEXTS[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
