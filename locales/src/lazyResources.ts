import type { Locale } from './resources.ts';

// Namespaces kept out of the app's entry (quality.md: /login at most 150 KB gzip): each loads, per language, when
// a screen first asks for it (react-i18next suspends meanwhile). A feature's namespace goes here, not in NAMESPACES.
export const LAZY_NAMESPACES = ['profile', 'settings', 'notifications'] as const;
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];

type Loader = () => Promise<{ default: Record<string, unknown> }>;

export const lazyResources: Record<LazyNamespace, Record<Locale, Loader>> = {
  profile: {
    ru: () => import('../ru/profile.json'),
    en: () => import('../en/profile.json'),
  },
  settings: {
    ru: () => import('../ru/settings.json'),
    en: () => import('../en/settings.json'),
  },
  notifications: {
    ru: () => import('../ru/notifications.json'),
    en: () => import('../en/notifications.json'),
  },
};

export const isLazyNamespace = (ns: string): ns is LazyNamespace => (LAZY_NAMESPACES as readonly string[]).includes(ns);

/** Every lazy namespace of both languages, loaded now (Storybook and tests render without suspending). */
export async function loadAllLazyResources(): Promise<Record<Locale, Record<LazyNamespace, Record<string, unknown>>>> {
  const entries = await Promise.all(
    LAZY_NAMESPACES.flatMap((ns) =>
      (['ru', 'en'] as const).map(async (lng) => [lng, ns, (await lazyResources[ns][lng]()).default] as const),
    ),
  );
  const all = { ru: {}, en: {} } as Record<Locale, Record<LazyNamespace, Record<string, unknown>>>;
  for (const [lng, ns, bundle] of entries) all[lng][ns] = bundle;
  return all;
}
