import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ClientEvent, type ClientEventListener } from '@console/api/client';
import { createI18n, LOCALE_STORAGE_KEY } from '@console/locales';
import { networkNoticeStore, watchClientEvents } from '@console/ui/data';
import { currentLocale, followLanguage, networkEnglishStore } from './locale.ts';

// The page's URL, local storage and browser languages, as locale.ts reads them.
function browser(languages: string[], search = '') {
  const storage = new Map<string, string>();
  const location = { search };
  vi.stubGlobal('window', {
    location,
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
  });
  vi.stubGlobal('navigator', { languages });
  return { storage, navigate: (next: string) => (location.search = next) };
}

// The console's wiring of the outage event (ClientEvents.tsx) over a client that only emits.
function outage(signedIn: boolean) {
  const listeners = new Set<ClientEventListener>();
  const stop = watchClientEvents(
    { subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)) },
    {
      isSignedIn: () => signedIn,
      browserLanguages: () => navigator.languages,
      useEnglish: () => networkEnglishStore.set(true),
    },
  );
  const event: ClientEvent = { type: 'network.down', error: new ApiError({ kind: 'network', message: 'No answer' }) };
  listeners.forEach((listener) => listener(event));
  stop();
}

beforeEach(() => {
  networkEnglishStore.set(false);
  networkNoticeStore.set(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the outage switch to English when signed out (spec §4, §8)', () => {
  it('switches a German browser to English, and a later query change keeps English', () => {
    const page = browser(['de-DE', 'de']);
    expect(currentLocale(null)).toBe('ru');
    outage(false);
    expect(currentLocale(null)).toBe('en');
    page.navigate('?redirect=%2Fitems'); // LocaleSync re-applies the rule on every query change
    expect(currentLocale(null)).toBe('en');
  });

  it('does not override an explicit ?locale=ru, nor its kept choice after the query is gone', () => {
    const page = browser(['de-DE'], '?locale=ru');
    outage(false);
    expect(networkEnglishStore.get()).toBe(true);
    expect(currentLocale(null)).toBe('ru');
    page.navigate('');
    expect(page.storage.get(LOCALE_STORAGE_KEY)).toBe('ru');
    expect(currentLocale(null)).toBe('ru');
  });

  it('does nothing for a Russian browser or a signed-in user; the signed-in user’s saved locale wins anyway', () => {
    browser(['ru-RU']);
    outage(false);
    expect(currentLocale(null)).toBe('ru');
    browser(['de-DE']);
    outage(true);
    expect(currentLocale(null)).toBe('ru');
    networkEnglishStore.set(true);
    expect(currentLocale('ru')).toBe('ru');
  });
});

describe('followLanguage: <html lang> follows every language change', () => {
  it('sets it at once and on each change, whoever makes it, until unsubscribed', async () => {
    const i18n = createI18n('ru');
    const root = { lang: '' };
    const stop = followLanguage(i18n, root);
    expect(root.lang).toBe('ru');
    await i18n.changeLanguage('en');
    expect(root.lang).toBe('en');
    stop();
    await i18n.changeLanguage('ru');
    expect(root.lang).toBe('en');
  });
});
