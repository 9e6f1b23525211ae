import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const textarea = style({
  width: '100%',
  minHeight: '120px',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  resize: 'vertical',
  boxSizing: 'border-box',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

// The preview keeps the template's line breaks; long words wrap (a link, a code).
export const preview = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const counter = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const counterOver = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });

// Two lines of a template's text in the list.
export const excerpt = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflowWrap: 'anywhere',
});

export const warning = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
