import type { TFunction } from 'i18next';
import { VK_REACTION_MEANINGS, type ReactionValue, type VkReaction } from '@console/api/contract';

/** How a reaction shows: its symbol, and the name a screen reader says. */
export interface ReactionView {
  symbol: string;
  name: string;
}

// spec §3: VK reactions are numeric codes on the wire; the screen shows their emoji and names them in the locale.
// Telegram and WhatsApp reactions are emoji already. A code VK has not told us of stays a named number.
export function reactionView(t: TFunction<'chats'>, value: ReactionValue): ReactionView {
  if (typeof value === 'string') return { symbol: value, name: value };
  const meaning = (VK_REACTION_MEANINGS as Partial<Record<number, (typeof VK_REACTION_MEANINGS)[VkReaction]>>)[value];
  if (!meaning) return { symbol: String(value), name: t('message.reactionCode', { code: value }) };
  return { symbol: meaning.emoji, name: t(`message.vkReaction.${meaning.name}`) };
}
