import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@console/api/client';
import { statsStateOf } from './statsState.ts';

const TEXTS = { invalidPeriod: 'period', notFound: 'nobody', error: 'failed' };
const failed = (status: number, serverText: string | null = 'server says') =>
  new ApiError({ kind: 'http', message: 'x', status, serverText });
const answer = (error?: ApiError, data?: { n: number }) => ({ data, error, isValidating: false, mutate: vi.fn() });

// docs/stats.md "Screens": one way from a stats answer to a view's state.
describe('statsStateOf', () => {
  it('is ready with the figures, kept while a new period loads even after a failure', () => {
    expect(statsStateOf(answer(failed(500), { n: 1 }), TEXTS, (data) => ({ n: data.n }))).toEqual({ status: 'ready', n: 1 });
  });

  it('is loading before any answer', () => {
    expect(statsStateOf(answer(), TEXTS, () => ({}))).toEqual({ status: 'loading' });
  });

  it('says a 404 (an operator not in the space) in the screen’s words, without a retry', () => {
    expect(statsStateOf(answer(failed(404)), TEXTS, () => ({}))).toEqual({
      status: 'error',
      message: 'nobody',
      onRetry: null,
      retrying: false,
    });
  });

  it('says a 404 in the server’s words with a retry where the screen has no not-found text', () => {
    const state = statsStateOf(answer(failed(404)), { error: 'failed' }, () => ({}));
    expect(state).toMatchObject({ status: 'error', message: 'server says' });
    expect(state.status === 'error' && state.onRetry).toBeTypeOf('function');
  });

  it('says a 400 as the invalid period, or in the server’s words on a screen without a period', () => {
    expect(statsStateOf(answer(failed(400)), TEXTS, () => ({}))).toMatchObject({ message: 'period' });
    expect(statsStateOf(answer(failed(400)), { error: 'failed' }, () => ({}))).toMatchObject({ message: 'server says' });
  });

  it('falls back to the screen’s error text and retries through the answer', () => {
    const failing = answer(failed(500, null));
    const state = statsStateOf(failing, TEXTS, () => ({}));
    expect(state).toMatchObject({ status: 'error', message: 'failed' });
    if (state.status === 'error') state.onRetry?.();
    expect(failing.mutate).toHaveBeenCalledOnce();
  });
});
