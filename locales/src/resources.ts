import ruCommon from '../ru/common.json' with { type: 'json' };
import enCommon from '../en/common.json' with { type: 'json' };
import ruBoot from '../ru/boot.json' with { type: 'json' };
import enBoot from '../en/boot.json' with { type: 'json' };
import ruLogin from '../ru/login.json' with { type: 'json' };
import enLogin from '../en/login.json' with { type: 'json' };

export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

// Bundled with the app; the LAZY_NAMESPACES (lazyResources.ts) load with the screens that use them.
export const NAMESPACES = ['common', 'boot', 'login'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = {
  ru: { common: ruCommon, boot: ruBoot, login: ruLogin },
  en: { common: enCommon, boot: enBoot, login: enLogin },
} as const;
