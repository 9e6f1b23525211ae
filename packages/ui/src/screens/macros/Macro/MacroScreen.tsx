import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  COMMENT_STATUSES,
  MACRO_ACTION_TYPES,
  MACRO_NAME_MAX,
  normalizeShortcut,
  PRIORITIES,
  shortcutProblem,
  type Macro,
  type MacroSeen,
} from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { conflictMacroOf, useMacroActions, useMacros } from '../../../data/macros.ts';
import { serverTextOf } from '../../../data/profile.ts';
import { useManagedTags } from '../../../data/tagSettings.ts';
import { useTemplates } from '../../../data/templates.ts';
import { useUsers } from '../../../data/users.ts';
import { ConfirmDialog } from '../../layout/ConfirmDialog.tsx';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { stack } from '../../layout/SettingsPage.css.ts';
import { idAfter } from '../../tags/tagTree.ts';
import { useManagedSpaceId } from '../../layout/managedSpace.ts';
import { MacroFormView, type MacroChoices, type MacroFormValues } from '../MacroFormView.tsx';
import { useRecordWrite } from '../../layout/useRecordWrite.ts';
import { useSeenAfterConflict } from '../../layout/useSeenAfterConflict.ts';

const seenOf = (macro: Macro): MacroSeen => ({ name: macro.name, shortcut: macro.shortcut, actions: macro.actions });
/** A deleted comment is not a macro's to make: statuses a person sets. */
const STATUSES = COMMENT_STATUSES.filter((status) => status !== 'deleted');
const ALL_TEMPLATES = {};

// /settings/macros/new and /settings/macros/{id} (spec §2.4 macro-new-page, macro-page): the macro's form; an existing
// macro is deleted here after a confirmation. A shortcut another macro of the space has is refused before saving.
export function MacroScreen() {
  const { t } = useTranslation(['macros', 'shell']);
  const [location, navigate] = useLocation();
  const id = idAfter(location, 'macros');
  const spaceId = useManagedSpaceId();
  const macros = useMacros(spaceId, spaceId !== null);
  const tags = useManagedTags(spaceId);
  const users = useUsers();
  const templates = useTemplates(ALL_TEMPLATES);
  const actions = useMacroActions();
  const { busy, outcome, setOutcome, run } = useRecordWrite('macros');
  const [confirming, setConfirming] = useState(false);
  // After a refusal as changed meanwhile: the macro as the other administrator left it, sent as the next save's `seen`.
  const knowing = useSeenAfterConflict(seenOf, conflictMacroOf);
  const macro = id === null ? null : (macros.data?.items.find((one) => one.id === id) ?? null);
  const title = t(id === null ? 'shell:titles.macroNewPage' : 'shell:titles.macroPage');
  const state =
    macros.data && id !== null && !macro
      ? { status: 'error' as const, message: t('macros:loadFailed'), onRetry: () => void macros.mutate() }
      : settingsPageState([macros, tags], (error) => serverTextOf(error) ?? t('macros:loadFailed'));
  if (!macros.data || !tags.data || spaceId === null || (id !== null && !macro))
    return <SettingsPage title={title} state={state} />;
  const others = macros.data.items;
  const choices: MacroChoices = {
    types: MACRO_ACTION_TYPES,
    statuses: STATUSES,
    priorities: PRIORITIES,
    tags: tags.data.tags,
    members: (users.data?.items ?? []).filter((user) => user.space_ids.includes(spaceId)),
    templates: templates.data?.items ?? [],
  };
  const problemText = (shortcut: string): string | null => {
    const problem = shortcutProblem(shortcut, others, macro?.id ?? null);
    if (problem !== 'taken') return problem === null ? null : t(`macros:shortcutProblems.${problem}`);
    const normal = normalizeShortcut(shortcut);
    const holder = others.find((other) => other.shortcut === normal && other.id !== macro?.id);
    return t('macros:shortcutProblems.taken', { name: holder?.name ?? '' });
  };
  const submit = ({ name, shortcut, actions: list }: MacroFormValues) => {
    const fields = { name, shortcut: shortcut === '' ? null : shortcut, actions: list };
    if (!macro) {
      void run(
        'save',
        () => actions.create({ space_id: spaceId, ...fields }),
        () => navigate('/settings/macros'),
      );
      return;
    }
    void run('save', () => knowing.save(macro, (seen) => actions.update(macro.id, { ...fields, seen })));
  };
  return (
    <SettingsPage title={title} state={state}>
      <Card as="section" aria-label={macro?.name ?? title}>
        <div className={stack}>
          <MacroFormView
            key={macro?.id ?? 'new'}
            initial={{ name: macro?.name ?? '', shortcut: macro?.shortcut ?? '', actions: macro?.actions ?? [] }}
            choices={choices}
            maxLength={MACRO_NAME_MAX}
            shortcutProblem={problemText}
            submitLabel={t(macro ? 'macros:form.save' : 'macros:form.create')}
            busy={busy === 'save'}
            outcome={confirming ? null : outcome}
            onSubmit={submit}
            extra={
              macro ? (
                <Button variant="danger" isDisabled={busy !== null} onPress={() => setConfirming(true)}>
                  {t('macros:form.delete')}
                </Button>
              ) : null
            }
          />
          <Link href="/settings/macros">{t('macros:form.back')}</Link>
        </div>
      </Card>
      {macro ? (
        <ConfirmDialog
          title={confirming ? t('macros:delete.title', { name: macro.name }) : null}
          text={t('macros:delete.text')}
          confirmLabel={t('macros:form.delete')}
          cancelLabel={t('macros:form.cancel')}
          pending={busy === 'delete'}
          error={outcome?.ok === false ? outcome.text : null}
          onConfirm={() =>
            void run(
              'delete',
              () => actions.remove(macro.id),
              () => navigate('/settings/macros'),
            )
          }
          onClose={() => {
            setConfirming(false);
            setOutcome(null);
          }}
        />
      ) : null}
    </SettingsPage>
  );
}
