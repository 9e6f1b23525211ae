import { COMMENT_EXCERPT_LENGTH, STORY_LIFETIME_S } from '@console/spec';
// How untrusted network text is shown (quality.md "Security and reliability").

// Bidi controls and zero-width characters: shown as their code, so a name cannot flip or hide (quality.md).
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** The text with every bidi control and zero-width character made visible as ⟦U+XXXX⟧. */
export const visibleText = (text: string): string =>
  text.replace(INVISIBLE, (char) => `⟦U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟧`);

/** spec §9: comment excerpts are 100 characters (whole characters: an emoji sequence is not cut in half). */
export { COMMENT_EXCERPT_LENGTH } from '@console/spec';

// One segmenter for every excerpt: making one costs more than segmenting a comment (quality.md: light rows).
let graphemeSegmenter: Intl.Segmenter | undefined;

export function excerpt(text: string, length: number = COMMENT_EXCERPT_LENGTH): string {
  // A text of at most `length` UTF-16 units has at most that many characters: nothing to cut.
  if (text.length <= length) return text;
  // Only the head is segmented: a 32,768-character word costs nothing more than a short one.
  const head = text.slice(0, length * 16);
  const cut = head.length < text.length;
  graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const graphemes = Array.from(graphemeSegmenter.segment(head), (s) => s.segment);
  // The head may end inside a character: that last piece is dropped.
  if (cut) graphemes.pop();
  return graphemes.length > length || cut ? `${graphemes.slice(0, length).join('')}…` : text;
}

/** spec §9 "Stories available 24 hours": seconds left to answer a story (0 once over), or null when not a story. */
export function storySecondsLeft(expiresAt: number | null, nowSeconds: number): number | null {
  if (expiresAt === null) return null;
  return Math.min(STORY_LIFETIME_S, Math.max(0, expiresAt - nowSeconds));
}
