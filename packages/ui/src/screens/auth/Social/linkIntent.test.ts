import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLinkIntent, hasLinkIntent, LINK_INTENT_TTL_MS, markLinkIntent } from './linkIntent.ts';

// Session storage of a browser tab, for the node environment.
function fakeSessionStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('the linking mark (no linking by someone else’s callback link)', () => {
  beforeEach(() => vi.stubGlobal('window', { sessionStorage: fakeSessionStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it('holds for the provider it was set for, for 10 minutes, until cleared', () => {
    expect(hasLinkIntent('vk', 1_000)).toBe(false);
    markLinkIntent('vk', 1_000);
    expect(hasLinkIntent('google', 1_000)).toBe(false);
    expect(hasLinkIntent('vk', 1_000 + LINK_INTENT_TTL_MS)).toBe(true);
    expect(hasLinkIntent('vk', 1_001 + LINK_INTENT_TTL_MS)).toBe(false);
    expect(hasLinkIntent('vk', 999)).toBe(false);
    clearLinkIntent();
    expect(hasLinkIntent('vk', 1_000)).toBe(false);
  });

  it('a damaged mark or no storage counts as none', () => {
    window.sessionStorage.setItem('social_link_intent', '{not json');
    expect(hasLinkIntent('vk')).toBe(false);
    vi.stubGlobal('window', {});
    expect(() => markLinkIntent('vk')).not.toThrow();
    expect(hasLinkIntent('vk')).toBe(false);
  });
});
