// A linking this browser started from the profile (spec §2.1 /login/{provider} "if the user is signed in, the social
// login is linked"). Only then does the callback link: a code arriving by someone else's link never joins their
// provider account to this user (login CSRF). Kept for 10 minutes in session storage; the callback clears it.
import type { SocialProvider } from '@console/api/contract';

const KEY = 'social_link_intent';
export const LINK_INTENT_TTL_MS = 10 * 60_000;

type Intent = { provider: string; at: number };

export function markLinkIntent(provider: SocialProvider, now: number = Date.now()): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ provider, at: now } satisfies Intent));
  } catch {
    // storage unavailable: the callback will refuse to link, which is the safe side
  }
}

/** True when this browser started linking `provider` within the last 10 minutes (read once per callback, then cleared). */
export function hasLinkIntent(provider: string, now: number = Date.now()): boolean {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return false;
    const intent = JSON.parse(raw) as Partial<Intent>;
    return (
      intent.provider === provider && typeof intent.at === 'number' && now >= intent.at && now - intent.at <= LINK_INTENT_TTL_MS
    );
  } catch {
    return false;
  }
}

/** The callback used the mark: a second visit of the same address does not link again. */
export function clearLinkIntent(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
