import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

// spec §8: the server's text inline under the form; the region exists before the text so it is announced.
export const alert = style({
  selectors: {
    // Empty: no box, but still in the accessibility tree.
    '&:empty': { padding: 0 },
  },
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

// spec §4, §8: why the session ended ('Session expired'), above the form; information, not an error of this form.
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.info}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

// spec §2.1: the links to signup and password recovery.
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'space-between',
  margin: 0,
  fontSize: vars.fontSize.sm,
});
