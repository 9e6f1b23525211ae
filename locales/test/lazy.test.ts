import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createLazyI18n, EAGER_NAMESPACES, NAMESPACES } from '../src/index.ts';

describe("the console's i18n (features loaded on first use)", () => {
  it('has the eager namespaces at once', () => {
    const i18n = createLazyI18n('ru');
    expect(i18n.t('common:titles.loginPage')).toBe('Вход');
    for (const ns of EAGER_NAMESPACES) expect(i18n.hasLoadedNamespace(ns), ns).toBe(true);
  });

  it('loads a feature namespace in the current language and the fallback when asked', async () => {
    const i18n = createLazyI18n('ru');
    expect(i18n.hasLoadedNamespace('statsHome')).toBe(false);
    await i18n.loadNamespaces('statsHome');
    expect(i18n.t('statsHome:greeting', { name: 'Анна' })).toBe('Здравствуйте, Анна');
    expect(i18n.hasResourceBundle('en', 'statsHome')).toBe(true);
    await i18n.changeLanguage('en');
    expect(i18n.t('statsHome:greeting', { name: 'Anna' })).toBe('Hello, Anna');
  });

  it('every namespace file is registered, so stories and tests (which bundle them all) see it', () => {
    for (const lng of ['ru', 'en']) {
      // server.json holds the server's answers, not a console namespace (locales/src/server.ts, docs/mocks.md).
      const files = readdirSync(new URL(`../${lng}/`, import.meta.url))
        .map((f) => f.replace(/\.json$/, ''))
        .filter((f) => f !== 'server');
      expect([...files].sort(), lng).toEqual([...NAMESPACES].sort());
    }
  });
});
