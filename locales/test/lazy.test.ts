import { describe, expect, it } from 'vitest';
import { createI18n, LAZY_NAMESPACES, loadAllLazyResources, NAMESPACES } from '../src/index.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;
function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
const keySet = (value: unknown) => [...new Set(keys(value).map((k) => k.replace(PLURAL, '')))].sort();

describe('lazy locale namespaces (kept out of the app entry)', () => {
  it('are not bundled namespaces', () => {
    for (const ns of LAZY_NAMESPACES) expect(NAMESPACES as readonly string[]).not.toContain(ns);
  });

  it('ru and en carry identical keys and no empty strings', async () => {
    const all = await loadAllLazyResources();
    for (const ns of LAZY_NAMESPACES) {
      expect(keySet(all.ru[ns]), ns).toEqual(keySet(all.en[ns]));
      for (const lng of ['ru', 'en'] as const) {
        const empty = keys(all[lng][ns]).filter((k) => {
          const v = k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], all[lng][ns]);
          return typeof v === 'string' && v.trim() === '';
        });
        expect(empty, `${lng}/${ns}`).toEqual([]);
      }
    }
  });

  it('a namespace loads when first asked for, in the current language', async () => {
    const i18n = createI18n('ru');
    expect(i18n.hasLoadedNamespace('profile')).toBe(false);
    await i18n.loadNamespaces('profile');
    expect(i18n.t('profile:emailDialog.required')).toBe('Укажите email');
    await i18n.changeLanguage('en');
    expect(i18n.t('profile:emailDialog.required')).toBe('Enter an email');
  });

  it('preloaded namespaces are there from the start (Storybook)', async () => {
    const i18n = createI18n('en', await loadAllLazyResources());
    expect(i18n.t('settings:statuses.waiting')).toBe('Waiting for client');
    expect(i18n.t('notifications:frequencies.every_3_hours')).toBe('Every 3 hours');
  });
});
