import type { ApiError } from '@console/api/client';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import type { StatsState } from './StatsFrame/StatsFrame.tsx';

/** What a data hook answers (data/stats.ts), as far as a view's state needs it. */
interface Answer<D> {
  data?: D | undefined;
  error?: ApiError | undefined;
  isValidating: boolean;
  mutate: () => unknown;
}

/** The screen's own texts for a failure: `error` when the server says nothing; the others when given. */
export interface StatsStateTexts {
  /** A 400 (a period the server refuses); left out (the dashboard and live ask no period): the server's text. */
  invalidPeriod?: string;
  /** A 404 (an operator not in the space, docs/stats.md "Screens"): said without a retry, which cannot help. */
  notFound?: string;
  error: string;
}

/**
 * A stats answer as a view's state (docs/stats.md "Screens"): the figures once answered (kept while a new period
 * loads), else the failure, a 400 (a period the server refuses) and a 404 said as the screen's own text when it has
 * one, else loading.
 */
export function statsStateOf<D, T>(answer: Answer<D>, texts: StatsStateTexts, ready: (data: D) => T): StatsState<T> {
  if (answer.data) return { status: 'ready', ...ready(answer.data) };
  if (answer.error) {
    const status = answer.error.kind === 'http' ? answer.error.status : null;
    if (status === 404 && texts.notFound !== undefined)
      return { status: 'error', message: texts.notFound, onRetry: null, retrying: false };
    return {
      status: 'error',
      message:
        status === 400 && texts.invalidPeriod !== undefined ? texts.invalidPeriod : (serverTextOf(answer.error) ?? texts.error),
      onRetry: () => void answer.mutate(),
      retrying: answer.isValidating,
    };
  }
  return { status: 'loading' };
}
