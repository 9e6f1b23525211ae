import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOSTILE_FILE_NAMES, HOSTILE_NAMES, HOSTILE_TEXTS } from '@console/api/mocks';
import { visibleName } from '@console/machines/rules/visibleName';
import { COMMENT_EXCERPT_LENGTH, excerpt, visibleText } from './text.ts';

const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;
const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length;
// Any text, with the corpus's hostile pieces mixed in.
const hostile = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.constantFrom(...HOSTILE_TEXTS, ...HOSTILE_NAMES, ...HOSTILE_FILE_NAMES, '\u202E', '\u200B', '\u2066'),
    ),
    {
      maxLength: 6,
    },
  )
  .map((parts) => parts.join(''));

describe('untrusted text, for any input (quality.md "Security and reliability")', () => {
  it('a shown name keeps no bidi control or zero-width character', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        expect(INVISIBLE.test(visibleText(text))).toBe(false);
      }),
    );
  });

  // Author and attachment names (AuthorName, FileName) show the same way: no control is left to reorder them, and
  // 'заказ №42\u202Etxt.exe' reads as what it is.
  it('a shown author or file name keeps no bidi control, and only a zero-width joiner inside an emoji', () => {
    fc.assert(
      fc.property(hostile, (name) => {
        const shown = visibleName(name).replace(
          /(?<=[\p{Extended_Pictographic}\uFE0F\p{Emoji_Modifier}])\u200D(?=\p{Extended_Pictographic})/gu,
          '',
        );
        expect(INVISIBLE.test(shown)).toBe(false);
      }),
    );
    expect(visibleName(HOSTILE_FILE_NAMES[0]!)).toBe('заказ №42⟦U+202E⟧txt.exe');
  });

  it('an excerpt is at most 100 characters and an ellipsis, and the whole text when shorter (spec §9)', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const cut = excerpt(text);
        expect(graphemes(cut)).toBeLessThanOrEqual(COMMENT_EXCERPT_LENGTH + 1);
        if (graphemes(text) <= COMMENT_EXCERPT_LENGTH && text.length <= COMMENT_EXCERPT_LENGTH * 16) expect(cut).toBe(text);
        else expect(cut.endsWith('…')).toBe(true);
      }),
    );
  });
});
