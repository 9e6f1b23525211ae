// The length of a reply in the unit its network counts (spec §5 "a reply length ... limit applies per source", §9's
// table; screens.md "Reply composer"). Shared by the composer's live counter and the server's check: no framework.
//
// Units (providers.ts `unit`): no network in §9 documents grapheme counting, so none counts graphemes here:
// - 'utf16': VK, Facebook, OK, Telegram, Viber, WhatsApp, Slack count UTF-16 code units (their APIs take JSON strings
//   and measure them as JavaScript does; Telegram's Bot API: "1-4096 characters after entities parsing", in UTF-16).
// - 'codepoints': the others count Unicode code points.
// - 'weighted': X counts by twitter-text's v3 configuration (developer.x.com "Counting characters"): text NFC-normalised,
//   code points in U+0000–U+10FF, U+2000–U+200D, U+2010–U+201F, U+2032–U+2037 weigh 1, every other code point 2,
//   an emoji (one whole sequence) 2, every URL 23 whatever its length; 280 for a post. The `twitter-text` package
//   itself was not taken: its last release is 2019 and it pulls core-js 2 polyfills and twemoji-parser into the bundle.
// - Instagram messages: 550 characters AND 1000 bytes of UTF-8 (Meta's Instagram messaging API: "text ... 1000 bytes").
import { providerOf, type LengthUnit, type TextLimits } from './providers.ts';

export type TextKind = 'message' | 'comment';

export interface TextLengthResult {
  /** Length in `unit`. */
  used: number;
  max: number;
  /** True when the text is over the length limit or (Instagram messages) over the byte limit. */
  over: boolean;
  unit: LengthUnit;
  /** UTF-8 bytes, only where the network limits them too (Instagram messages). */
  bytes?: { used: number; max: number };
  /** The limit is the caption's under attached files (spec §9: Telegram 1024). */
  caption?: true;
}

/** spec §9 "Others: up to 5000". */
export const DEFAULT_MAX_LENGTH = 5000;
export const X_URL_WEIGHT = 23;

const X_LIGHT_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];

// A URL as X finds one: with a scheme, from www., or a bare domain with a common top-level domain; trailing
// punctuation is not part of it.
const URL_PATTERN =
  /(?:https?:\/\/[^\s]+|www\.[^\s]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|ru|io|co|me|info|biz|xyz|app|dev|рф)\b(?:\/[^\s]*)?)/giu;
const TRAILING_PUNCTUATION = /[.,!?:;)\]}'"»…]+$/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

export const codePointLength = (text: string): number => Array.from(text).length;

export const utf8Length = (text: string): number => new TextEncoder().encode(text).length;

const weightOf = (codePoint: number): number =>
  X_LIGHT_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to) ? 1 : 2;

const graphemes = (text: string): string[] =>
  typeof Intl.Segmenter === 'function'
    ? [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].map((part) => part.segment)
    : [...text];

// Weighted length of text without URLs: an emoji sequence weighs 2 as a whole, other code points by their range.
function plainWeight(text: string): number {
  let total = 0;
  for (const cluster of graphemes(text)) {
    if (PICTOGRAPHIC.test(cluster)) total += 2;
    else for (const char of cluster) total += weightOf(char.codePointAt(0)!);
  }
  return total;
}

/** X's weighted length: URLs 23, CJK and emoji 2, the rest 1. */
export function weightedLength(input: string): number {
  const text = input.normalize('NFC');
  let total = 0;
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    total += plainWeight(text.slice(last, match.index)) + X_URL_WEIGHT;
    last = match.index + url.length;
  }
  return total + plainWeight(text.slice(last));
}

export function lengthIn(text: string, unit: LengthUnit): number {
  if (unit === 'utf16') return text.length;
  if (unit === 'weighted') return weightedLength(text);
  return codePointLength(text);
}

/** The limits of a kind of text on a network; null when the network has no such text (e.g. TikTok messages). */
export function limitsOf(provider: string, kind: TextKind): TextLimits | null {
  const entry = providerOf(provider);
  if (!entry) return null;
  return kind === 'message' ? entry.messages : entry.comments;
}

/**
 * The length of `text` as `provider` counts it for `kind`, against its limits (spec §9). With `files` attached the
 * text is their caption: spec §9 "Telegram: 4096 each, captions 1024" (the only network of §9 with a caption limit).
 */
export function textLength(text: string, provider: string, kind: TextKind, files = 0): TextLengthResult {
  const entry = providerOf(provider);
  const unit: LengthUnit = entry?.unit ?? 'codepoints';
  const limits = limitsOf(provider, kind);
  const caption = files > 0 ? limits?.captionLength : undefined;
  const max = caption ?? limits?.maxLength ?? DEFAULT_MAX_LENGTH;
  const used = lengthIn(text, unit);
  const captioned = caption === undefined ? {} : { caption: true as const };
  if (limits?.maxBytes === undefined) return { used, max, over: used > max, unit, ...captioned };
  const bytes = { used: utf8Length(text), max: limits.maxBytes };
  return { used, max, over: used > max || bytes.used > bytes.max, unit, bytes, ...captioned };
}
