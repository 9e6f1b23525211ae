import { ERROR_TOAST_MS } from '@console/spec';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { macroTemplateId, roleCan, shortcutOfEvent, type Macro, type RoleName } from '@console/api/contract';
import { useMacroShortcuts } from '../../components/Shortcuts/macroShortcuts.ts';
import { toastQueue } from '../../components/Toast/toastQueue.ts';
import { useMacros, type MacroRunner } from '../../data/macros.ts';
import { useTemplates } from '../../data/templates.ts';
import { requestTextInsert } from './ReplyComposer/templateRequest.ts';

const ALL_TEMPLATES = {};
const chordOf = (event: KeyboardEvent) => shortcutOfEvent(event);

/**
 * The macros of the item and chat pages (docs/macros.md): the space's macros, run from the menu (the chat's side panel)
 * or by their shortcut as one change at the version shown, through the page's `runner` (data/macros.ts useMacroRun,
 * data/chat.ts useChatMacroRun). A macro with a template puts it in the reply box and waits: `pending` goes with the
 * reply.
 */
export function usePageMacros(options: {
  runner: MacroRunner;
  version: number | undefined;
  spaceId: number | null;
  role: RoleName | null;
  canReply: boolean;
  enabled: boolean;
}) {
  const { runner, version, spaceId, role, canReply, enabled } = options;
  const { t } = useTranslation('macros');
  // spec §1: running changes the comment or chat: the roles that may tag, as the runs' policy (each action is checked).
  const allowed = enabled && role !== null && roleCan(role, 'tag');
  const all = useMacros(null, allowed);
  const macros = (all.data?.items ?? []).filter(
    (macro) => macro.space_id === spaceId && (canReply || macroTemplateId(macro) === null),
  );
  const needsTemplates = macros.some((macro) => macroTemplateId(macro) !== null);
  const templates = useTemplates(needsTemplates ? ALL_TEMPLATES : null);
  const [pending, setPending] = useState<Macro | null>(null);

  const run = async (macro: Macro) => {
    const templateId = macroTemplateId(macro);
    if (templateId !== null) {
      const template = templates.data?.items.find((one) => one.id === templateId);
      if (template && requestTextInsert(document.querySelector('[data-shortcut="reply"]'), template.text)) setPending(macro);
      else toastQueue.add({ tone: 'error', title: t('run.failed') }, { timeout: ERROR_TOAST_MS });
      return;
    }
    if (version === undefined) return;
    const outcome = await runner.run(macro, version);
    if (outcome.kind === 'done')
      toastQueue.add({ tone: 'success', title: t('run.done', { name: macro.name }) }, { timeout: 5000 });
    if (outcome.kind === 'failed')
      toastQueue.add({ tone: 'error', title: outcome.text ?? t('run.failed') }, { timeout: ERROR_TOAST_MS });
  };

  useMacroShortcuts(
    macros.flatMap((macro) => (macro.shortcut ? [{ id: macro.id, name: macro.name, shortcut: macro.shortcut }] : [])),
    (id) => {
      const macro = macros.find((one) => one.id === id);
      if (macro) void run(macro);
    },
    chordOf,
    allowed,
  );

  return {
    macros,
    run: (macro: Macro) => void run(macro),
    pending,
    cancelPending: () => setPending(null),
    /** After the reply went: the pending macro applied with it. */
    sent: () => setPending(null),
    conflict: runner.conflict,
    rerun: () => void (runner.conflict && run(runner.conflict.macro)),
    dismissConflict: runner.dismiss,
  };
}
