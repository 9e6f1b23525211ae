import { describe, expect, it, vi } from 'vitest';
import type { StoredToken } from '@console/api/contract';
import { createTokenStore, ID_TOKEN_KEY, type TokenStorage } from './tokenStore.ts';

const TOKEN: StoredToken = {
  access_token: 'a1',
  refresh_token: 'r1',
  expires_in: 3600,
  token_type: 'bearer',
  expires_at: 1_795_341_600_000,
};

function fakeStorage(initial: Record<string, string> = {}): TokenStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
  };
}

function fakeWindow() {
  const target = new EventTarget();
  const add = vi.spyOn(target, 'addEventListener');
  const remove = vi.spyOn(target, 'removeEventListener');
  const fire = (key: string | null) => target.dispatchEvent(Object.assign(new Event('storage'), { key }));
  return { target, add, remove, fire };
}

describe('tokenStore', () => {
  it('reads none while the id_token entry is missing', () => {
    expect(createTokenStore(fakeStorage()).read()).toBeNull();
  });

  it('writes the token as JSON under id_token and reads it back (spec §3)', () => {
    const storage = fakeStorage();
    const store = createTokenStore(storage);
    store.write(TOKEN);
    expect(JSON.parse(storage.entries.get(ID_TOKEN_KEY) ?? 'null')).toEqual(TOKEN);
    expect(store.read()).toEqual(TOKEN);
  });

  it('returns the same object while the entry is unchanged (a stable React snapshot)', () => {
    const store = createTokenStore(fakeStorage({ [ID_TOKEN_KEY]: JSON.stringify(TOKEN) }));
    expect(store.read()).toBe(store.read());
  });

  it('keeps the extra fields the server returned', () => {
    const store = createTokenStore(fakeStorage());
    store.write({ ...TOKEN, scope: 'console' });
    expect(store.read()).toMatchObject({ scope: 'console' });
  });

  it('clear removes the entry', () => {
    const storage = fakeStorage({ [ID_TOKEN_KEY]: JSON.stringify(TOKEN), locale: 'en' });
    const store = createTokenStore(storage);
    store.clear();
    expect(store.read()).toBeNull();
    expect([...storage.entries.keys()]).toEqual(['locale']);
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON of another shape', JSON.stringify({ access_token: 'a1' })],
    ['a token without expires_at', JSON.stringify({ ...TOKEN, expires_at: undefined })],
    ['null', 'null'],
  ])('a corrupt entry (%s) counts as none and is removed', (_name, raw) => {
    const storage = fakeStorage({ [ID_TOKEN_KEY]: raw });
    expect(createTokenStore(storage).read()).toBeNull();
    expect(storage.entries.has(ID_TOKEN_KEY)).toBe(false);
  });

  it('notices an entry changed behind its back', () => {
    const storage = fakeStorage();
    const store = createTokenStore(storage);
    expect(store.read()).toBeNull();
    storage.setItem(ID_TOKEN_KEY, JSON.stringify(TOKEN));
    expect(store.read()).toEqual(TOKEN);
  });

  it('tells subscribers about writes and clears until they unsubscribe', () => {
    const store = createTokenStore(fakeStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.write(TOKEN);
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.write(TOKEN);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells subscribers about id_token changes in other tabs, and listens only while subscribed', () => {
    const win = fakeWindow();
    const store = createTokenStore(fakeStorage(), win.target as unknown as Window);
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = store.subscribe(first);
    const stopSecond = store.subscribe(second);
    expect(win.add).toHaveBeenCalledTimes(1);
    win.fire(ID_TOKEN_KEY);
    win.fire('locale');
    win.fire(null); // another tab cleared all storage
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(2);
    stopFirst();
    stopSecond();
    expect(win.remove).toHaveBeenCalledTimes(1);
    win.fire(ID_TOKEN_KEY);
    expect(first).toHaveBeenCalledTimes(2);
  });
});
