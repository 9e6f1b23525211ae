import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverTextOf } from '../../data/profile.ts';

export type Outcome = { ok: boolean; text: string } | null;

/**
 * The template page's writes: which one is on its way, and what the last one said ('saved', or the server's text).
 * The tags pages' useTagWrite in this group's own chunk: importing theirs split it into a chunk of its own, whose name
 * every preload list of the frame then carried (docs/budgets.md).
 */
export function useTemplateWrite() {
  const { t } = useTranslation('tags');
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = async (what: 'save' | 'delete', write: () => Promise<unknown>, after?: () => void) => {
    setBusy(what);
    setOutcome(null);
    try {
      await write();
      setOutcome({ ok: true, text: t('replyTemplates.form.saved') });
      after?.();
    } catch (failure) {
      setOutcome({ ok: false, text: serverTextOf(failure) ?? t('replyTemplates.saveFailed') });
    } finally {
      setBusy(null);
    }
  };
  return { busy, outcome, setOutcome, run };
}

/** The id after `/templates/` in the address; null on templates/new. */
export function templateIdOf(location: string): number | null {
  const found = /\/templates\/(\d+)/.exec(location)?.[1];
  return found ? Number(found) : null;
}
