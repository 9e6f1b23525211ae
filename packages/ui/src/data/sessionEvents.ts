import { useEffect } from 'react';
import type { ApiClient } from '@console/api/client';
import { ERROR_TYPE_OTP_SETUP_REQUIRED } from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { logoutInProgress } from './logout.ts';
import { tokenStore, type TokenStore } from './tokenStore.ts';

export interface SessionEventHandlers {
  /** spec §4: the refresh token is missing or invalid: log out with a redirect, 'Session expired'. */
  expired: () => void;
  /** spec §4, §6: a 403 sets the no-access state with the server's text. */
  forbidden: (serverText: string | null) => void;
  /** spec §4 two-factor: the server refuses until it is set up (docs/error-types.md): to the profile, not no-access. */
  otpSetupRequired: () => void;
}

// The client's session events for the signed-in frame; returns the unsubscribe.
export function watchSessionEvents(
  client: Pick<ApiClient, 'subscribe'>,
  handlers: SessionEventHandlers,
  store: Pick<TokenStore, 'read'> = tokenStore,
): () => void {
  return client.subscribe((event) => {
    if (event.type === 'session.expired') {
      // spec §4: a deliberate logout is not an expiry: its revoke ends the socket's token and any request in flight
      // (and once the token is gone there is no session left to expire).
      if (logoutInProgress.get() || store.read() === null) return;
      handlers.expired();
    }
    if (event.type !== 'forbidden') return;
    // Only a request made in the foreground gets here: a background load (silent) never emits (client/http.ts).
    if (event.error.errorType === ERROR_TYPE_OTP_SETUP_REQUIRED) handlers.otpSetupRequired();
    else handlers.forbidden(event.error.serverText);
  });
}

/** The app client's session events while the signed-in frame is shown (subscribed again when a handler changes). */
export function useSessionEvents({ expired, forbidden, otpSetupRequired }: SessionEventHandlers): void {
  const client = useApiClient();
  useEffect(
    () => watchSessionEvents(client, { expired, forbidden, otpSetupRequired }),
    [client, expired, forbidden, otpSetupRequired],
  );
}
