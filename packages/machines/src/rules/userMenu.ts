import { passesGate, type AccessContext } from './routes/access.ts';
import { routeByName, type RouteEntry } from './routes/registry.ts';

// spec §2.5 "User dropdown": notifications, profile, my settings, referral programme (partners only), as routes.
const USER_MENU_ROUTES = ['notifications-page', 'profile-page', 'user-setting-page', 'referral-page'] as const;

/** The links of the user dropdown this user may open (the referral programme only for partners, spec §6). */
export function userMenuLinks(context: AccessContext): RouteEntry[] {
  return USER_MENU_ROUTES.map(routeByName).filter((route) => passesGate(route.gate, context));
}

export type FaqLanguage = 'ru' | 'en';

/** spec §2.5: help opens the Russian or the English FAQ, by the interface language. */
export const faqLink = (faqUrl: Readonly<Record<FaqLanguage, string>>, language: string): string =>
  language === 'en' ? faqUrl.en : faqUrl.ru;
