import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export type Tone = keyof typeof vars.tone;

// Small and quiet beside the row's text: one line, the type scale's smallest size.
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  minWidth: 0,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: '1px solid transparent',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: '18px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

const toneNames = Object.keys(vars.tone) as Tone[];
const each = <T>(rule: (tone: Tone) => T): Record<Tone, T> =>
  Object.fromEntries(toneNames.map((tone) => [tone, rule(tone)])) as Record<Tone, T>;

// Three looks, so status, priority and sentiment read apart even in one tone: filled, outlined and bare.
export const soft = styleVariants(each((tone) => ({ background: vars.tone[tone].surface, color: vars.tone[tone].text })));
export const outline = styleVariants(each((tone) => ({ borderColor: vars.tone[tone].text, color: vars.tone[tone].text })));
export const plain = styleVariants(each((tone) => ({ paddingInline: 0, color: vars.tone[tone].text })));

globalStyle(`${badge} > svg`, { flex: 'none' });
