import { describe, expect, it } from 'vitest';
import { createI18n } from '@console/locales';
import { VK_REACTIONS, WHATSAPP_REACTIONS } from '@console/api/contract';
import { reactionView } from './reactionView.ts';

const en = createI18n('en').getFixedT('en', 'chats');
const ru = createI18n('ru').getFixedT('ru', 'chats');

describe('reactions as people see them (spec §3 reaction sets)', () => {
  it('shows every VK code as its emoji, named in both languages, never as a bare number', () => {
    for (const code of VK_REACTIONS) {
      for (const t of [en, ru]) {
        const { symbol, name } = reactionView(t, code);
        expect(symbol).not.toMatch(/^\d+$/);
        expect(name).not.toMatch(/\d/);
        expect(name).not.toContain('message.');
      }
    }
    expect(new Set(VK_REACTIONS.map((code) => reactionView(en, code).symbol)).size).toBe(VK_REACTIONS.length);
    expect(reactionView(en, 1)).toEqual({ symbol: '❤️', name: 'Heart' });
    expect(reactionView(ru, 2)).toEqual({ symbol: '🔥', name: 'Огонь' });
    expect(reactionView(en, 16)).toEqual({ symbol: '🎉', name: 'Party popper' });
  });

  it('keeps emoji reactions as they are, and names a code VK has not told us of', () => {
    expect(reactionView(en, WHATSAPP_REACTIONS[0])).toEqual({ symbol: '👍', name: '👍' });
    expect(reactionView(en, 99)).toEqual({ symbol: '99', name: 'Reaction 99' });
  });
});
