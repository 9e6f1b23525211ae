import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverTextOf } from '../../data/profile.ts';

/** What a settings record's page says of its last write: 'saved', or the server's text. */
export type Outcome = { ok: boolean; text: string } | null;

/**
 * A settings record page's writes (tags, tag groups, labels, reply templates, macros): which one is on its way, and
 * what the last one said, in `namespace`'s `form.saved` and `saveFailed`. `run` clears the last outcome, writes, and
 * calls `after` on success.
 */
export function useRecordWrite(namespace: string) {
  const { t } = useTranslation(namespace);
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
