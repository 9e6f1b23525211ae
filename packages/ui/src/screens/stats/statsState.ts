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

/**
 * A stats answer as a view's state (docs/stats.md "Screens"): the figures once answered (kept while a new period
 * loads), else the failure, a 400 (a period the server refuses) said as the screen's own text, else loading.
 */
export function statsStateOf<D, T>(
  answer: Answer<D>,
  texts: { invalidPeriod: string; error: string },
  ready: (data: D) => T,
): StatsState<T> {
  if (answer.data) return { status: 'ready', ...ready(answer.data) };
  if (answer.error)
    return {
      status: 'error',
      message:
        answer.error.kind === 'http' && answer.error.status === 400
          ? texts.invalidPeriod
          : (serverTextOf(answer.error) ?? texts.error),
      onRetry: () => void answer.mutate(),
      retrying: answer.isValidating,
    };
  return { status: 'loading' };
}
