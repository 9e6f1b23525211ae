// quality.md "Security": bidi and zero-width characters in names from the networks are made visible, so
// '\u202EnimdA\u202C' cannot pass for 'Admin' and 'Ann\u200Ba' shows that it is not 'Anna'.
const HIDDEN = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;

const codeOf = (char: string): string => char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');

// A zero-width joiner between two pictographs builds one emoji (a family, a flag): that one stays.
const EMOJI_BEFORE = /[\p{Extended_Pictographic}\uFE0F\p{Emoji_Modifier}]$/u;
const EMOJI_AFTER = /^\p{Extended_Pictographic}/u;

// Whether the character at `offset` is a zero-width joiner that builds one emoji of two (not hidden).
const joinsEmoji = (name: string, char: string, offset: number): boolean =>
  char === '\u200D' && EMOJI_BEFORE.test(name.slice(0, offset)) && EMOJI_AFTER.test(name.slice(offset + 1));

/** The name with each invisible or direction-changing character replaced by its visible code, e.g. ⟦U+202E⟧. */
export const visibleName = (name: string): string =>
  name.replace(HIDDEN, (char, offset: number) => (joinsEmoji(name, char, offset) ? char : `⟦U+${codeOf(char)}⟧`));

/** The name as shown beside a marker: the hidden characters dropped, so an overridden name reads in its real order. */
export const withoutHiddenCharacters = (name: string): string =>
  name.replace(HIDDEN, (char, offset: number) => (joinsEmoji(name, char, offset) ? char : ''));

/** The codes of the name's hidden characters, each once, in order of first appearance (the marker explains them). */
export function hiddenCharacterCodes(name: string): string[] {
  const codes = new Set<string>();
  for (const match of name.matchAll(HIDDEN)) if (!joinsEmoji(name, match[0], match.index)) codes.add(`U+${codeOf(match[0])}`);
  return [...codes];
}

/** Whether the name holds such characters (the screen may say so). */
export const hasHiddenCharacters = (name: string): boolean => name.search(HIDDEN) !== -1;
