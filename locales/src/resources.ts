import ruCommon from '../ru/common.json' with { type: 'json' };
import enCommon from '../en/common.json' with { type: 'json' };
import ruBoot from '../ru/boot.json' with { type: 'json' };
import enBoot from '../en/boot.json' with { type: 'json' };
import ruLogin from '../ru/login.json' with { type: 'json' };
import enLogin from '../en/login.json' with { type: 'json' };
import ruBilling from '../ru/billing.json' with { type: 'json' };
import enBilling from '../en/billing.json' with { type: 'json' };

export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const NAMESPACES = ['common', 'boot', 'login', 'billing'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = {
  ru: { common: ruCommon, boot: ruBoot, login: ruLogin, billing: ruBilling },
  en: { common: enCommon, boot: enBoot, login: enLogin, billing: enBilling },
} as const;
