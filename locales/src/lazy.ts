import i18next, { type BackendModule, type i18n } from 'i18next';
import ruCommon from '../ru/common.json' with { type: 'json' };
import enCommon from '../en/common.json' with { type: 'json' };
import ruBoot from '../ru/boot.json' with { type: 'json' };
import enBoot from '../en/boot.json' with { type: 'json' };
import ruLogin from '../ru/login.json' with { type: 'json' };
import enLogin from '../en/login.json' with { type: 'json' };
import { baseOptions } from './options.ts';
import type { Locale } from './resources.ts';

/** The namespaces the console's first screens need (boot, /login, the shared words): bundled with the app. */
export const EAGER_NAMESPACES = ['common', 'boot', 'login'] as const;

const eagerResources = {
  ru: { common: ruCommon, boot: ruBoot, login: ruLogin },
  en: { common: enCommon, boot: enBoot, login: enLogin },
};

// Any other namespace (one JSON per feature, locales/{ru,en}/<namespace>.json) is fetched when a screen first asks
// for it (react-i18next suspends meanwhile): a feature's strings travel with its route group, so the /login bundle
// budget of quality.md does not grow with every feature. A new namespace needs no entry here.
const featureBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    import(`../${language}/${namespace}.json`).then(
      (module: { default: Record<string, unknown> }) => callback(null, module.default),
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
