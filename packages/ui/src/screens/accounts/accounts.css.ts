import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/breakpoints.ts';

// One connected account: its picture (or the network's badge), name, network and state.
export const accountList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const accountRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  minWidth: 0,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const avatar = style({
  position: 'relative',
  flex: '0 0 40px',
  width: '40px',
  height: '40px',
});

export const avatarImage = style({ width: '40px', height: '40px', borderRadius: vars.radius.full, objectFit: 'cover' });

export const avatarBadge = style({ position: 'absolute', right: '-4px', bottom: '-4px' });

export const accountText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: '1 1 auto' });

export const accountName = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const accountError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const accountOk = style({ margin: 0, color: vars.color.success, fontSize: vars.fontSize.sm });

export const providerGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  '@media': { [media.aboveMobile]: { gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' } },
});

export const providerButtonLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

/** The account's domain with its favicon (spec §7 favicon service). */
export const accountDomain = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });
