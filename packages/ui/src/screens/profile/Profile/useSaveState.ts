import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverTextOf } from '../../../data/profile.ts';

export type SaveState = { status: 'idle' } | { status: 'saving' } | { status: 'saved' } | { status: 'failed'; message: string };

// One form's request: pending while it runs, then 'saved' or the server's text (spec §8), network text otherwise.
export function useSaveState() {
  const { t } = useTranslation('profile');
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const run = useCallback(
    async (work: () => Promise<unknown>): Promise<boolean> => {
      setState({ status: 'saving' });
      try {
        await work();
        setState({ status: 'saved' });
        return true;
      } catch (error) {
        setState({ status: 'failed', message: serverTextOf(error) ?? t('networkError') });
        return false;
      }
    },
    [t],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, run, reset, pending: state.status === 'saving', error: state.status === 'failed' ? state.message : null };
}
