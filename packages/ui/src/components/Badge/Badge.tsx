import type { ReactNode } from 'react';
import * as css from './Badge.css.ts';

export type BadgeTone = css.Tone;
export type BadgeLook = 'soft' | 'outline' | 'plain';

export interface BadgeProps {
  tone: BadgeTone;
  /** soft: a tinted fill; outline: a coloured border; plain: coloured text only. */
  look?: BadgeLook;
  /** A decorative shape before the text (a dot, bars, an arrow), an svg with aria-hidden: few nodes, rows are many. */
  mark?: ReactNode;
  /** The text: a badge never speaks by colour alone (quality.md "Accessibility"). */
  children: ReactNode;
  title?: string;
  className?: string;
}

/** The badge's classes, for an element that is a badge of its own (a row's wait). */
export const badgeClass = (tone: BadgeTone, look: BadgeLook = 'soft'): string => `${css.badge} ${css[look][tone]}`;

// A value shown as a small label: colour with text, never colour alone.
export function Badge({ tone, look = 'soft', mark, children, title, className }: BadgeProps) {
  return (
    <span className={[badgeClass(tone, look), className].filter(Boolean).join(' ')} title={title}>
      {mark}
      {children}
    </span>
  );
}
