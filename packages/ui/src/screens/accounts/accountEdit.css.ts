import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// settings/accounts/{id}: the sub-navigation between the account's pages (wraps on a phone), and the reactions grid.
export const subnav = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const subnavLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.surfaceRaised,
      fontWeight: vars.fontWeight.bold,
      borderColor: vars.color.accent,
    },
  },
});

export const reactionGrid = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
});

export const reactionSymbol = style({ fontSize: vars.fontSize.lg });

export const plainFieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

// The stickers page (AccountStickersScreen): a set's switch above a row of its pictures.
export const stickerSet = style({ display: 'grid', gap: vars.space.xs });
export const stickerPreview = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const stickerThumb = style({ width: 48, height: 48 });
