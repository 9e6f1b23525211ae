import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverTextOf } from '../../data/profile.ts';
import type { Outcome } from './TagFormView.tsx';

/**
 * A tag, tag group or label page's writes: which one is on its way, and what the last one said ('saved', or the
 * server's text). `run` clears the last outcome, writes, and calls `after` on success.
 */
export function useTagWrite() {
  const { t } = useTranslation('tags');
  const [busy, setBusy] = useState<'save' | 'delete' | 'merge' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = async (what: 'save' | 'delete' | 'merge', write: () => Promise<unknown>, after?: () => void) => {
    setBusy(what);
    setOutcome(null);
    try {
      await write();
      setOutcome({ ok: true, text: t('form.saved') });
      after?.();
    } catch (failure) {
      setOutcome({ ok: false, text: serverTextOf(failure) ?? t('saveFailed') });
    } finally {
      setBusy(null);
    }
  };
  return { busy, outcome, setOutcome, run };
}
