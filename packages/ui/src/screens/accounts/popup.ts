import { useEffect, useRef } from 'react';
import type { AccountProvider } from '@console/api/contract';
import {
  ACCOUNT_POPUP_STORAGE_KEY,
  acceptPopupMessage,
  COMPANY_STATE_PREFIX,
  readStoredPopupResult,
  type AccountPopupResult,
} from '@console/machines/rules/accountCallback';
import { httpUrlOf } from '@console/machines/rules/safeUrl';
import {
  readTiktokDelivery,
  TIKTOK_RESULT_KEY,
  tiktokRedirectOf,
  type TiktokDelivery,
} from '@console/machines/rules/tiktokCallback';

/** Opens the provider's authorization page in a popup; null when the browser blocked it. */
export type OpenPopup = (url: string) => Window | null;

export const openAccountPopup: OpenPopup = (url) => window.open(url, 'account-connect', 'popup,width=640,height=760');

/** The console's own callback page for a provider (spec §2.2 /callback/{provider}). */
export const callbackUrlOf = (provider: AccountProvider, origin: string): string => `${origin}/callback/${provider}`;

/**
 * The provider's authorization page with what it needs to come back: redirect_uri, the company state, a code; and,
 * reconnecting an account, the account to sign in as (OAuth's login_hint: its provider_id).
 */
export function authorizationUrlOf(
  authorizeUrl: string,
  provider: AccountProvider,
  companyId: number,
  origin: string,
  loginHint?: string,
  tiktokRedirectHosts: readonly string[] = [],
): string | null {
  const base = httpUrlOf(authorizeUrl);
  if (base === null) return null;
  const url = new URL(base);
  url.searchParams.set('response_type', 'code');
  if (provider === 'tiktok') {
    // spec §2.1: TikTok returns to one of the three hosts; the state is the opener's origin (the company stays here).
    const { redirectUri, state } = tiktokRedirectOf(origin, tiktokRedirectHosts);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
  } else {
    url.searchParams.set('redirect_uri', callbackUrlOf(provider, origin));
    url.searchParams.set('state', `${COMPANY_STATE_PREFIX}${companyId}`);
  }
  if (loginHint) url.searchParams.set('login_hint', loginHint);
  return url.href;
}

/**
 * The popups' results (spec §2.2): a window message, accepted only from the console's own origin (quality.md), or an
 * entry in local storage when the popup had no opener (read once and removed).
 */
export function usePopupResults(onResult: (result: AccountPopupResult) => void): void {
  const handler = useRef(onResult);
  handler.current = onResult;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const result = acceptPopupMessage(event, window.location.origin);
      if (result) handler.current(result);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== ACCOUNT_POPUP_STORAGE_KEY || event.newValue === null) return;
      window.localStorage.removeItem(ACCOUNT_POPUP_STORAGE_KEY);
      const result = readStoredPopupResult(event.newValue);
      if (result) handler.current(result);
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
}

/**
 * /callback/tiktok's answer (spec §2.1; the page hands over the code, not the account): a window message from the
 * console's own origin or its local-storage entry, each code once (the page sends both).
 */
export function useTiktokResults(onResult: (result: TiktokDelivery) => void): void {
  const handler = useRef(onResult);
  handler.current = onResult;
  useEffect(() => {
    const seen = new Set<string>();
    const take = (data: unknown) => {
      const result = readTiktokDelivery(data);
      if (!result) return;
      const key = 'code' in result ? result.code : `error:${result.error}`;
      if (seen.has(key)) return;
      seen.add(key);
      handler.current(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) take(event.data);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TIKTOK_RESULT_KEY || event.newValue === null) return;
      window.localStorage.removeItem(TIKTOK_RESULT_KEY);
      try {
        take(JSON.parse(event.newValue));
      } catch {
        // a damaged entry is no result
      }
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
}
