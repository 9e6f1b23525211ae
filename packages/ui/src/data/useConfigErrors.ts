import { useEffect } from 'react';
import type { ApiError } from '@console/api/client';
import { isHttpStatus, isNetworkFailure, serverTextOf } from '@console/machines/rules/apiFailure';
import { CONFIG_ERROR_SHOW_MS } from '@console/machines/rules/configFreshness';
import { toastQueue } from '../components/Toast/toastQueue.ts';

/**
 * spec §8 "Config load": 404 logs the user out; a network error is the network-error state (the client's
 * outage notice and the screen's error state); other answers show the server's text for 30 s.
 */
export function useConfigErrors(error: ApiError | undefined, onNotFound: () => void, fallbackText: string): void {
  useEffect(() => {
    if (!error || isNetworkFailure(error)) return;
    if (isHttpStatus(error, 401) || isHttpStatus(error, 403)) return; // the refresh queue and no-access handle these
    if (isHttpStatus(error, 404)) {
      onNotFound();
      return;
    }
    const key = toastQueue.add({ tone: 'error', title: serverTextOf(error) ?? fallbackText }, { timeout: CONFIG_ERROR_SHOW_MS });
    return () => toastQueue.close(key);
  }, [error, onNotFound, fallbackText]);
}
