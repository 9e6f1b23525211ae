import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '@console/api/contract';
import {
  PROVIDER_AUTHORIZE_URLS,
  socialAuthorizeUrl,
  socialButtonsFor,
  socialRedirectUri,
  socialStateFor,
} from '@console/machines/rules/socialLogin';
import { markLinkIntent } from './linkIntent.ts';
import { button, caption, list, section } from './SocialButtons.css.ts';

/** config.json `social`: a client id per provider and, for the sandbox, its authorization page. */
export type SocialConfig = Readonly<Record<string, { clientId: string; authorizeUrl?: string | undefined }>>;

export interface SocialButtonsProps {
  social: SocialConfig;
  /** 'signIn' on /login and /signup; 'link' on the profile (the callback then links the login to the signed-in user). */
  intent?: 'signIn' | 'link';
  /** The /login redirect query: sent as state 'redirect:<path>' when it is a path we would follow (spec §2.1). */
  redirect?: string | null;
  /** The sign-up's promo code, kept through the provider (spec §2.1 "a promocode in the query is kept"). */
  promocode?: string | null;
  /** The console's origin; the page's own by default. */
  origin?: string;
}

// A badge drawn inline (nothing loaded from the networks): a glyph on the brand colour, white text at 4.5:1.
const BADGES: Record<SocialProvider, { glyph: string; colour: string }> = {
  vk: { glyph: 'VK', colour: '#0059c9' },
  vkid: { glyph: 'ID', colour: '#0059c9' },
  yandex: { glyph: 'Я', colour: '#c4260a' },
  facebook: { glyph: 'f', colour: '#1358c4' },
  google: { glyph: 'G', colour: '#1a5fc9' },
};

// spec §2.1: social sign-in icon buttons filtered by locale (VK and Yandex only in Russian, Facebook and Google in all);
// each opens the provider's authorization page asking for a code with the email scope.
export function SocialButtons({ social, intent = 'signIn', redirect = null, promocode = null, origin }: SocialButtonsProps) {
  const { t, i18n } = useTranslation('login');
  const providers = socialButtonsFor(i18n.language, Object.keys(social));
  if (providers.length === 0) return null;
  const here = origin ?? window.location.origin;
  // Linking always ends on the profile, so it carries no state of its own.
  const state = intent === 'link' ? undefined : socialStateFor(redirect, i18n.language);
  return (
    <nav className={section} aria-label={t(intent === 'link' ? 'social.linkTitle' : 'social.title')}>
      <p className={caption} aria-hidden>
        {t(intent === 'link' ? 'social.linkTitle' : 'social.title')}
      </p>
      <ul className={list}>
        {providers.map((provider) => {
          const entry = social[provider];
          if (!entry) return null;
          const href = socialAuthorizeUrl({
            authorizeUrl: entry.authorizeUrl ?? PROVIDER_AUTHORIZE_URLS[provider],
            clientId: entry.clientId,
            redirectUri: socialRedirectUri(here, provider, intent === 'link' ? null : promocode),
            state,
          });
          const name = t(`social.providers.${provider}`);
          const { glyph, colour } = BADGES[provider];
          return (
            <li key={provider}>
              <a
                className={button}
                href={href}
                data-provider={provider}
                onClick={intent === 'link' ? () => markLinkIntent(provider) : undefined}
              >
                {/* The link is named by its image (an aria-label on the link would hide the glyph from its name). */}
                <svg
                  viewBox="0 0 24 24"
                  width={28}
                  height={28}
                  role="img"
                  aria-label={t(intent === 'link' ? 'social.linkWith' : 'social.signInWith', { provider: name })}
                  focusable={false}
                >
                  <rect width="24" height="24" rx="6" fill={colour} />
                  <text
                    x="12"
                    y="12.5"
                    dominantBaseline="middle"
                    textAnchor="middle"
                    fontSize={glyph.length > 1 ? 10 : 14}
                    fill="#ffffff"
                  >
                    {glyph}
                  </text>
                </svg>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
