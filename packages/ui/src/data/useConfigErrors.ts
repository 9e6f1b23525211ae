import { ERROR_TOAST_MS } from '@console/spec';
import { useEffect } from 'react';
import type { ApiError } from '@console/api/client';
import { isHttpStatus, isNetworkFailure, serverTextOf } from '@console/machines/rules/apiFailure';
import { toastQueue } from '../components/Toast/toastQueue.ts';

export interface ConfigErrorReactions {
  /** spec §8: a 404 logs the user out. */
  notFound: () => void;
  /** Shows a text for `timeoutMs`; returns what takes it away. */
  showText: (text: string, timeoutMs: number) => () => void;
  /** The text when the server gave none. */
  fallbackText: string;
}

/**
 * spec §8 "Config load": 404 logs the user out; a network error is the network-error state (the client's outage
 * notice and the screen's error state: nothing to add here); other answers show the server's text for 30 s.
 * Returns what undoes the reaction (the shown text goes when the error does).
 */
export function reactToConfigError(error: ApiError | undefined, reactions: ConfigErrorReactions): (() => void) | undefined {
  if (!error || isNetworkFailure(error)) return undefined;
  if (isHttpStatus(error, 401) || isHttpStatus(error, 403)) return undefined; // the refresh queue and no-access handle these
  if (isHttpStatus(error, 404)) {
    reactions.notFound();
    return undefined;
  }
  return reactions.showText(serverTextOf(error) ?? reactions.fallbackText, ERROR_TOAST_MS);
}

// An error toast, closed when the error goes.
export const showErrorToast = (text: string, timeoutMs: number): (() => void) => {
  const key = toastQueue.add({ tone: 'error', title: text }, { timeout: timeoutMs });
  return () => toastQueue.close(key);
};

/** The signed-in frame's reaction to a failed GET v1/config (spec §8). */
export function useConfigErrors(error: ApiError | undefined, onNotFound: () => void, fallbackText: string): void {
  useEffect(
    () => reactToConfigError(error, { notFound: onNotFound, showText: showErrorToast, fallbackText }),
    [error, onNotFound, fallbackText],
  );
}
