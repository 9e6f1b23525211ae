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

/** A server text in a language with its `{name}` placeholders filled; an unknown placeholder stays as written. */
export function serverText(key: ServerTextKey, language: ServerLanguage, params: Record<string, string | number> = {}): string {
  return SERVER_TEXTS[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
