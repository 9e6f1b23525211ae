import i18next, { type BackendModule, type i18n } from 'i18next';
import ruCommon from '../ru/common.json' with { type: 'json' };
import enCommon from '../en/common.json' with { type: 'json' };
import ruBoot from '../ru/boot.json' with { type: 'json' };
import enBoot from '../en/boot.json' with { type: 'json' };
import ruLogin from '../ru/login.json' with { type: 'json' };
import enLogin from '../en/login.json' with { type: 'json' };
import { baseOptions } from './options.ts';
import type { Locale } from './resources.ts';
import type * as FeatureNamespacesModule from './featureNamespaces.ts';

type FeatureNamespaces = typeof FeatureNamespacesModule;

/** The namespaces the console's first screens need (boot, /login, the shared words): bundled with the app. */
export const EAGER_NAMESPACES = ['common', 'boot', 'login'] as const;

const eagerResources = {
  ru: { common: ruCommon, boot: ruBoot, login: ruLogin },
  en: { common: enCommon, boot: enBoot, login: enLogin },
};

// Any other namespace (one JSON per feature, locales/{ru,en}/<namespace>.json) is fetched when a screen first asks
// for it (react-i18next suspends meanwhile): a feature's strings travel with its route group, so the /login bundle
// budget of quality.md does not grow with every feature. A new namespace needs no entry here.
let namespaces: Promise<FeatureNamespaces> | null = null;
const featureNamespaces = () =>
  (namespaces ??= import('./featureNamespaces.ts').catch((error: unknown) => {
    namespaces = null; // a later read imports again
    throw error;
  }));
const featureBackend: BackendModule = {
  type: 'backend',
  // Fetched at boot beside the first paint, so a namespace asked for later does not wait for the map first.
  init: () => void featureNamespaces().catch(() => undefined),
  read(language, namespace, callback) {
    featureNamespaces()
      .then((map) => map.loadNamespace(language, namespace))
      .then(
        (strings) => callback(null, strings),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

/** The console's i18next instance: the eager namespaces bundled, every other one loaded on first use. */
export function createLazyI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(featureBackend)
    .init({ ...baseOptions(locale), ns: [...EAGER_NAMESPACES], resources: eagerResources, partialBundledLanguages: true });
  return instance;
}
