import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0, position: 'relative' });

export const textarea = style({
  width: '100%',
  minHeight: '96px',
  resize: 'vertical',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    '&[data-focus-visible], &:focus': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const spacer = style({ flex: '1 1 auto' });

export const counter = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const counterOver = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere', margin: 0 });
export const problem = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, overflowWrap: 'anywhere', margin: 0 });
export const success = style({ fontSize: vars.fontSize.sm, color: vars.color.success, margin: 0 });

export const popover = style({
  minWidth: '240px',
  maxWidth: 'min(420px, calc(100vw - 16px))',
  maxHeight: '280px',
  overflowY: 'auto',
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  outline: 'none',
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&[aria-selected="true"]': { background: vars.color.accent, color: vars.color.accentText } },
});
// A preview of two lines: a long template does not push the others out of the list.
export const optionText = style({
  fontSize: vars.fontSize.sm,
  opacity: 0.8,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
});

export const emojiGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(6, 36px)', gap: vars.space.xxs });
export const emojiButton = style({
  width: '36px',
  height: '36px',
  fontSize: vars.fontSize.lg,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
export const heading = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: `${vars.space.xs} 0` });

export const files = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const fileChip = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const dialog = style({ outline: 'none' });

// docs/error-types.md changed_meanwhile: the stopped send, set apart from the field by a warning edge.
export const stopped = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `3px solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});
export const stoppedTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const stoppedChanges = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
const quote = {
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;
export const theirReply = style({ ...quote, background: vars.color.background, color: vars.color.text });
export const ownReply = style({ ...quote, border: `1px dashed ${vars.color.border}`, color: vars.color.textMuted });

// docs/socket.md `composing`: who else is writing a reply here now.
export const typing = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontStyle: 'italic' });

// A reply queued offline, at the thread's end: our message's side, a dashed edge while it has not gone.
export const queuedList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});
export const queuedMessage = style({
  maxWidth: 'min(560px, 85%)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
});
export const queuedText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', opacity: 0.8 });
export const queuedFooter = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const queuedLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

// The sticker popover (StickerPopover.tsx): the pictures of a set in a grid of buttons.
export const stickerGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(4, 64px)', gap: vars.space.xxs });
export const stickerButton = style([emojiButton, { width: '64px', height: '64px', padding: vars.space.xxs }]);
export const stickerImage = style({ width: '100%', height: '100%', display: 'block' });
