import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROVIDERS } from '../src/contract/providers.ts';
import { codePointLength, textLength, utf8Length, weightedLength, X_URL_WEIGHT } from '../src/contract/textLength.ts';
import { propertySeed } from './seed.ts';

// quality.md "provider length counters": the composer's and the server's counter, property-tested (spec §5, §9).
const networks = PROVIDERS.map((entry) => entry.id);
const kinds = ['message', 'comment'] as const;
// Any text, with astral code points, emoji sequences, CJK and combining marks well represented.
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc
    .array(fc.constantFrom('a', 'я', '中', '😀', '👨‍👩‍👧', '🇷🇺', 'é', 'e\u0301', ' ', '\n', 'https://x.co/a'), { maxLength: 200 })
    .map((parts) => parts.join('')),
);

describe('textLength (property)', () => {
  it('never counts below zero, and over is exactly used > max (and bytes > maxBytes where the network limits bytes)', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(...networks), fc.constantFrom(...kinds), (text, network, kind) => {
        const result = textLength(text, network, kind);
        expect(result.used).toBeGreaterThanOrEqual(0);
        expect(result.over).toBe(
          result.used > result.max || (result.bytes !== undefined && result.bytes.used > result.bytes.max),
        );
        if (result.bytes === undefined) expect(result.over).toBe(result.used > result.max);
      }),
      propertySeed('textLength bounds'),
    );
  });

  it('is additive under concatenation for code points and UTF-16 units', () => {
    const additive = PROVIDERS.filter((entry) => entry.unit !== 'weighted').map((entry) => entry.id);
    fc.assert(
      fc.property(anyText, anyText, fc.constantFrom(...additive), fc.constantFrom(...kinds), (a, b, network, kind) => {
        expect(textLength(a + b, network, kind).used).toBe(textLength(a, network, kind).used + textLength(b, network, kind).used);
      }),
      propertySeed('textLength additive'),
    );
  });

  it('Instagram messages: 550 code points and 1000 UTF-8 bytes, both enforced', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 0, max: 700 }), fc.constantFrom('a', 'я', '中', '😀'), (text, n, char) => {
        const full = text + char.repeat(n);
        const result = textLength(full, 'instagram', 'message');
        expect(result.used).toBe(codePointLength(full));
        expect(result.bytes).toEqual({ used: utf8Length(full), max: 1000 });
        expect(result.over).toBe(result.used > 550 || result.bytes!.used > 1000);
      }),
      propertySeed('textLength instagram bytes'),
    );
    // 300 emoji: 300 characters (under 550) but 1200 bytes: over by bytes alone.
    expect(textLength('😀'.repeat(300), 'instagram', 'message')).toMatchObject({ used: 300, over: true });
    expect(textLength('я'.repeat(500), 'instagram', 'message')).toMatchObject({ used: 500, over: false });
    expect(textLength('я'.repeat(501), 'instagram', 'message').over).toBe(true);
  });

  it('X: every URL weighs 23 whatever its length', () => {
    const word = fc.stringMatching(/^[a-zA-Zа-я]{1,12}$/u);
    const url = fc.webUrl({ withQueryParameters: true, withFragments: true }).filter((u) => !/[.,!?:;)\]}'"»…]$/u.test(u));
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), url, fc.array(word, { maxLength: 8 }), (before, link, after) => {
        const head = before.map((w) => `${w} `).join('');
        const tail = after.map((w) => ` ${w}`).join('');
        expect(weightedLength(head + link + tail)).toBe(weightedLength(head) + X_URL_WEIGHT + weightedLength(tail));
        expect(textLength(head + link + tail, 'twitter', 'comment').max).toBe(280);
      }),
      propertySeed('textLength X urls'),
    );
  });
});

describe('textLength (examples)', () => {
  it('counts each unit as the network does', () => {
    expect(textLength('😀', 'vk', 'comment')).toEqual({ used: 2, max: 10000, over: false, unit: 'utf16' });
    expect(textLength('😀', 'tiktok', 'comment')).toEqual({ used: 1, max: 150, over: false, unit: 'codepoints' });
    expect(textLength('a'.repeat(151), 'tiktok', 'comment').over).toBe(true);
    expect(textLength('中文', 'twitter', 'comment').used).toBe(4);
    expect(textLength('👨‍👩‍👧 hi', 'twitter', 'comment').used).toBe(5);
    expect(textLength('see https://example.com/a/very/long/path?q=1.', 'twitter', 'comment').used).toBe(4 + 23 + 1);
    expect(textLength('a'.repeat(281), 'twitter', 'comment')).toMatchObject({ used: 281, max: 280, over: true });
    expect(textLength('x', 'unknown-network', 'comment').max).toBe(5000);
    expect(textLength('x', 'tiktok', 'message').max).toBe(5000);
  });

  it('under attached files the text is a caption: Telegram 1024 of its 4096, no other network of spec §9', () => {
    const text = 'я'.repeat(1100);
    expect(textLength(text, 'telegram', 'message')).toMatchObject({ used: 1100, max: 4096, over: false });
    expect(textLength(text, 'telegram', 'message', 1)).toEqual({
      used: 1100,
      max: 1024,
      over: true,
      unit: 'utf16',
      caption: true,
    });
    expect(textLength(text, 'telegram', 'comment', 2)).toMatchObject({ max: 1024, over: true, caption: true });
    for (const network of networks.filter((id) => id !== 'telegram'))
      for (const kind of kinds) expect(textLength(text, network, kind, 1)).toEqual(textLength(text, network, kind));
  });
});
