import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@console/api/client';
import { CONFIG_ERROR_SHOW_MS } from '@console/machines/rules/configFreshness';
import { toastQueue } from '../components/Toast/toastQueue.ts';
import { reactToConfigError, showErrorToast } from './useConfigErrors.ts';

const FALLBACK = 'Не удалось загрузить настройки. Попробуйте позже.';
const http = (status: number, serverText: string | null = null) =>
  new ApiError({ kind: 'http', status, serverText, message: serverText ?? `HTTP ${status}` });

function react(error: ApiError | undefined) {
  const notFound = vi.fn();
  const undo = reactToConfigError(error, { notFound, showText: showErrorToast, fallbackText: FALLBACK });
  return { notFound, undo };
}

afterEach(() => {
  toastQueue.clear();
});

describe('config load errors (spec §8 "Config load")', () => {
  it('a 404 logs the user out and shows nothing', () => {
    const { notFound, undo } = react(http(404, 'User not found'));
    expect(notFound).toHaveBeenCalledOnce();
    expect(undo).toBeUndefined();
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });

  it('a network error adds nothing here: the outage notice and the error state of the screen cover it', () => {
    const { notFound, undo } = react(new ApiError({ kind: 'network', message: 'No answer from any host' }));
    expect(notFound).not.toHaveBeenCalled();
    expect(undo).toBeUndefined();
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });

  it("any other answer shows the server's text for 30 s, taken away with the error", () => {
    const { notFound, undo } = react(http(500, 'Database is being updated'));
    expect(notFound).not.toHaveBeenCalled();
    expect(toastQueue.visibleToasts).toHaveLength(1);
    expect(toastQueue.visibleToasts[0]).toMatchObject({
      content: { tone: 'error', title: 'Database is being updated' },
      timeout: CONFIG_ERROR_SHOW_MS,
    });
    expect(CONFIG_ERROR_SHOW_MS).toBe(30_000);
    undo?.();
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });

  it('without a server text (an HTML error page, a malformed answer) the fallback text shows', () => {
    react(http(502));
    react(new ApiError({ kind: 'malformed', status: 200, message: 'Malformed answer' }));
    expect(toastQueue.visibleToasts.map((toast) => toast.content.title)).toEqual([FALLBACK, FALLBACK]);
  });

  it('a 401 or 403 is left to the refresh queue and the no-access page', () => {
    for (const status of [401, 403]) {
      const { notFound, undo } = react(http(status, 'x'));
      expect(notFound).not.toHaveBeenCalled();
      expect(undo).toBeUndefined();
    }
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });

  it('no error, no reaction', () => {
    expect(react(undefined).undo).toBeUndefined();
  });
});
