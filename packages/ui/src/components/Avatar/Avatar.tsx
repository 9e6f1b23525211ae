import * as css from './Avatar.css.ts';

export interface AvatarProps {
  /** The person's name (from the network: untrusted); its first letter is shown. */
  name: string;
  /** Picks the tint, so one person keeps one colour everywhere (the author's id). */
  seed: number;
  size?: keyof typeof css.sizes;
}

// One segmenter for every avatar: making one costs more than using it (quality.md: light rows).
let graphemes: Intl.Segmenter | undefined;

// A letter, a digit or an emoji: what can stand for a name (never a bidi control or a zero-width character).
const SHOWABLE = /[\p{L}\p{N}\p{Extended_Pictographic}]/u;

/** The first letter, digit or emoji of a name (whole, with its marks), or '?'. */
export function initialOf(name: string): string {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment } of graphemes.segment(name)) if (SHOWABLE.test(segment)) return segment.toUpperCase();
  return '?';
}

// A person's initial on a tint of the theme (initials read at 4.5:1 or more in both themes); decorative: the name
// beside it is the text.
export function Avatar({ name, seed, size = 'md' }: AvatarProps) {
  const tint = css.TINTS[Math.abs(seed) % css.TINTS.length]!;
  return (
    <span className={`${css.avatar} ${css.sizes[size]} ${css.tints[tint]}`} aria-hidden="true">
      {initialOf(name)}
    </span>
  );
}
