import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecentEmojiResponse, RecentEmojiUpdate } from '@console/api/contract';
import { createRecentEmojiSaver, RECENT_EMOJI_SAVE_DELAY_MS } from './recentEmojiSaver.ts';

// A PUT whose answers the test settles one by one, in order.
function fakePut() {
  const calls: { update: RecentEmojiUpdate; resolve: (a: RecentEmojiResponse) => void; reject: (e: unknown) => void }[] = [];
  const put = vi.fn(
    (update: RecentEmojiUpdate) =>
      new Promise<RecentEmojiResponse>((resolve, reject) => calls.push({ update: structuredClone(update), resolve, reject })),
  );
  return { put, calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('recent emoji saver (spec §7 PUT v1/me/emoji: debounced, last write wins, silent errors kept)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('sends once after a pause, with the latest lists of every network changed meanwhile', async () => {
    const { put, calls } = fakePut();
    const onSaved = vi.fn();
    const saver = createRecentEmojiSaver({ put, onSaved });
    saver.change('vk', ['👍']);
    await vi.advanceTimersByTimeAsync(RECENT_EMOJI_SAVE_DELAY_MS - 1);
    saver.change('vk', ['🔥', '👍']);
    saver.change('telegram', ['🙏']);
    await vi.advanceTimersByTimeAsync(RECENT_EMOJI_SAVE_DELAY_MS - 1);
    expect(put).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.update)).toEqual([{ vk: ['🔥', '👍'], telegram: ['🙏'] }]);
    expect(saver.pending()).toEqual({ vk: ['🔥', '👍'], telegram: ['🙏'] });
    calls[0]!.resolve({ vk: ['🔥', '👍'], telegram: ['🙏'], ok: ['😂'] });
    await settle();
    expect(saver.pending()).toEqual({});
    expect(onSaved).toHaveBeenCalledWith({ vk: ['🔥', '👍'], telegram: ['🙏'], ok: ['😂'] });
  });

  it('never sends two at once: a change made while one is on the way goes after it, and the last one wins', async () => {
    const { put, calls } = fakePut();
    const onSaved = vi.fn();
    const saver = createRecentEmojiSaver({ put, onSaved });
    saver.change('vk', ['👍']);
    await vi.advanceTimersByTimeAsync(RECENT_EMOJI_SAVE_DELAY_MS);
    saver.change('vk', ['🔥', '👍']);
    await vi.advanceTimersByTimeAsync(RECENT_EMOJI_SAVE_DELAY_MS);
    saver.change('vk', ['🎉', '🔥', '👍']);
    await vi.advanceTimersByTimeAsync(RECENT_EMOJI_SAVE_DELAY_MS);
    expect(put).toHaveBeenCalledTimes(1);
    // The first answer arrives: the newer list is still pending and shown over the answer.
    calls[0]!.resolve({ vk: ['👍'] });
    await settle();
    expect(onSaved).toHaveBeenLastCalledWith({ vk: ['🎉', '🔥', '👍'] });
    expect(calls.map((c) => c.update)).toEqual([{ vk: ['👍'] }, { vk: ['🎉', '🔥', '👍'] }]);
    calls[1]!.resolve({ vk: ['🎉', '🔥', '👍'] });
    await settle();
    expect(saver.pending()).toEqual({});
    expect(put).toHaveBeenCalledTimes(2);
  });

  it('a failed save is silent and kept: nothing is retried by itself, the next change sends it along', async () => {
    const { put, calls } = fakePut();
    const onSaved = vi.fn();
    const saver = createRecentEmojiSaver({ put, onSaved });
    saver.change('vk', ['👍']);
    await vi.advanceTimersByTimeAsync(RECENT_EMOJI_SAVE_DELAY_MS);
    calls[0]!.reject(new Error('offline'));
    await settle();
    expect(saver.pending()).toEqual({ vk: ['👍'] });
    await vi.advanceTimersByTimeAsync(60 * RECENT_EMOJI_SAVE_DELAY_MS);
    expect(put).toHaveBeenCalledTimes(1);
    saver.change('whatsapp', ['😂']);
    await vi.advanceTimersByTimeAsync(RECENT_EMOJI_SAVE_DELAY_MS);
    expect(calls[1]!.update).toEqual({ vk: ['👍'], whatsapp: ['😂'] });
    calls[1]!.resolve({ vk: ['👍'], whatsapp: ['😂'] });
    await settle();
    expect(saver.pending()).toEqual({});
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('tells subscribers when the pending lists change, and a disposed saver sends nothing', async () => {
    const { put } = fakePut();
    const saver = createRecentEmojiSaver({ put, onSaved: vi.fn() });
    const listener = vi.fn();
    const unsubscribe = saver.subscribe(listener);
    saver.change('vk', ['👍']);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    saver.change('vk', ['🔥', '👍']);
    expect(listener).toHaveBeenCalledTimes(1);
    saver.dispose();
    await vi.advanceTimersByTimeAsync(10 * RECENT_EMOJI_SAVE_DELAY_MS);
    expect(put).not.toHaveBeenCalled();
  });
});
