// Shared looks of the public sign-up, recovery, reset and confirmation screens, next to the login's.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
});

export const text = style({ margin: 0, overflowWrap: 'anywhere' });
export const muted = style([text, { color: vars.color.textMuted, fontSize: vars.fontSize.sm }]);

// spec §2.1 '14 days free!'
export const badge = style({
  alignSelf: 'flex-start',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.success}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});

// The server's failure text (spec §8): the region exists before the text, so it is announced.
export const alert = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  selectors: { '&:empty': { padding: 0 } },
});

export const success = style({
  margin: 0,
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.success}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  overflowWrap: 'anywhere',
});

export const consentError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const status = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
