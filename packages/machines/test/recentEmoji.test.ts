import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pushRecentEmoji, pushRecentEmojiList, RECENT_EMOJI_LIMIT } from '../src/rules/recentEmoji.ts';

// quality.md: property tests run 1000 times with the seed printed; FAST_CHECK_SEED replays a run.
const seed = Number(process.env.FAST_CHECK_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`recentEmoji properties: fast-check seed ${seed} (replay with FAST_CHECK_SEED=${seed})`);
const runs = { numRuns: 1000, seed };

const EMOJI = [
  '👍',
  '❤️',
  '🔥',
  '😂',
  '🙏',
  '👌',
  '🎉',
  '😍',
  '🤔',
  '😢',
  '😡',
  '👏',
  '🙌',
  '💯',
  '✅',
  '❌',
  '🚀',
  '🤝',
  '👀',
  '🥳',
  '😎',
];
const emoji = fc.constantFrom(...EMOJI);
const recentList = fc.uniqueArray(emoji, { maxLength: RECENT_EMOJI_LIMIT });
const network = fc.constantFrom('vk', 'telegram', 'whatsapp', 'ok');
const recentMap = fc.dictionary(network, recentList, { maxKeys: 4 });

describe('recent emoji (spec §3, §7, §9)', () => {
  it('keeps 18 per network (spec §9)', () => {
    expect(RECENT_EMOJI_LIMIT).toBe(18);
  });

  it('puts the used emoji first, once, and drops the oldest past 18', () => {
    expect(pushRecentEmoji({}, 'vk', '👍')).toEqual({ vk: ['👍'] });
    expect(pushRecentEmoji({ vk: ['🔥', '👍', '😂'] }, 'vk', '👍')).toEqual({ vk: ['👍', '🔥', '😂'] });
    const full = EMOJI.slice(0, 18);
    expect(pushRecentEmojiList(full, '😎')).toEqual(['😎', ...full.slice(0, 17)]);
    expect(pushRecentEmoji({ vk: ['🔥'], telegram: ['🙏'] }, 'telegram', '👌')).toEqual({ vk: ['🔥'], telegram: ['👌', '🙏'] });
  });

  it('property: most recent first, de-duplicated, at most 18, the rest in their order; other networks untouched', () => {
    fc.assert(
      fc.property(recentMap, network, emoji, (recent, net, used) => {
        const copy = structuredClone(recent);
        const next = pushRecentEmoji(recent, net, used);
        const list = next[net]!;
        expect(list[0]).toBe(used);
        expect(new Set(list).size).toBe(list.length);
        expect(list.length).toBeLessThanOrEqual(RECENT_EMOJI_LIMIT);
        const before = recent[net] ?? [];
        expect(list.slice(1)).toEqual(before.filter((e) => e !== used).slice(0, RECENT_EMOJI_LIMIT - 1));
        expect(list.length).toBe(Math.min(RECENT_EMOJI_LIMIT, new Set([...before, used]).size));
        for (const other of Object.keys(recent).filter((n) => n !== net)) expect(next[other]).toEqual(recent[other]);
        expect(recent).toEqual(copy); // the input is not changed
        // Using the same emoji again changes nothing.
        expect(pushRecentEmoji(next, net, used)).toEqual(next);
      }),
      runs,
    );
  });
});
