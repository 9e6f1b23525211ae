import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters, hiddenCharacterCodes, visibleName, withoutHiddenCharacters } from '../src/rules/visibleName.ts';

describe('visibleName (quality.md: bidi and zero-width characters in names made visible)', () => {
  it('shows a right-to-left override and zero-width characters by their codes', () => {
    expect(visibleName('\u202EnimdA\u202C Support')).toBe('⟦U+202E⟧nimdA⟦U+202C⟧ Support');
    expect(visibleName('Ann\u200Ba\u200D Zero\uFEFF')).toBe('Ann⟦U+200B⟧a⟦U+200D⟧ Zero⟦U+FEFF⟧');
    expect(visibleName('\u2067x\u2069')).toBe('⟦U+2067⟧x⟦U+2069⟧');
  });

  it('leaves ordinary names, markup, emoji and right-to-left letters alone', () => {
    for (const name of ['Ольга Смирнова', '<b>Bold</b> & "quoted"', '👨‍👩‍👧‍👦 🏳️‍🌈', 'مرحبا']) {
      expect(visibleName(name)).toBe(name);
    }
    expect(hasHiddenCharacters('Ольга')).toBe(false);
    expect(hasHiddenCharacters('A\u200Bb')).toBe(true);
  });

  it('shows the name without its hidden characters, so a reversed name stays reversed, and lists their codes once', () => {
    expect(withoutHiddenCharacters('\u202EnimdA\u202C Support')).toBe('nimdA Support');
    expect(withoutHiddenCharacters('Ann\u200Ba\u200B Zero')).toBe('Anna Zero');
    expect(hiddenCharacterCodes('Ann\u200Ba\u200B Zero\u202E')).toEqual(['U+200B', 'U+202E']);
    // A joiner inside an emoji is part of the emoji, not hidden.
    expect(withoutHiddenCharacters('👨‍👩‍👧')).toBe('👨‍👩‍👧');
    expect(hiddenCharacterCodes('👨‍👩‍👧 Ольга')).toEqual([]);
  });
});
