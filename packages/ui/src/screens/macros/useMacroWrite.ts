import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverTextOf } from '../../data/profile.ts';
import type { Outcome } from './MacroFormView.tsx';

/**
 * A macro page's writes, as the tags pages' useTagWrite (kept apart: sharing it split a chunk out of the tags pages and
 * lengthened the preload lists of the shell, docs/budgets.md): which write is on its way and what the last one said.
 */
export function useMacroWrite() {
  const { t } = useTranslation('macros');
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = async (what: 'save' | 'delete', write: () => Promise<unknown>, after?: () => void) => {
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
