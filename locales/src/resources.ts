import ruCommon from '../ru/common.json' with { type: 'json' };
import enCommon from '../en/common.json' with { type: 'json' };
import ruBoot from '../ru/boot.json' with { type: 'json' };
import enBoot from '../en/boot.json' with { type: 'json' };
import ruLogin from '../ru/login.json' with { type: 'json' };
import enLogin from '../en/login.json' with { type: 'json' };
import ruProfile from '../ru/profile.json' with { type: 'json' };
import enProfile from '../en/profile.json' with { type: 'json' };
import ruSettings from '../ru/settings.json' with { type: 'json' };
import enSettings from '../en/settings.json' with { type: 'json' };
import ruNotifications from '../ru/notifications.json' with { type: 'json' };
import enNotifications from '../en/notifications.json' with { type: 'json' };

export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const NAMESPACES = ['common', 'boot', 'login', 'profile', 'settings', 'notifications'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = {
  ru: {
    common: ruCommon,
    boot: ruBoot,
    login: ruLogin,
    profile: ruProfile,
    settings: ruSettings,
    notifications: ruNotifications,
  },
  en: {
    common: enCommon,
    boot: enBoot,
    login: enLogin,
    profile: enProfile,
    settings: enSettings,
    notifications: enNotifications,
  },
} as const;
