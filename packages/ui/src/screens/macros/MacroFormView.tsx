import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import type { MacroAction, MacroActionType } from '@console/api/contract';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { alert, row, stack, status as statusClass, sectionTitle } from '../layout/SettingsPage.css.ts';
import { list } from '../workspaceSettings/workspaceSettings.css.ts';

export interface MacroFormValues {
  name: string;
  shortcut: string;
  actions: MacroAction[];
}

import type { Outcome } from '../layout/useRecordWrite.ts';
type Choice = { id: number; name: string };

export interface MacroChoices {
  types: readonly MacroActionType[];
  statuses: readonly string[];
  priorities: readonly string[];
  tags: readonly Choice[];
  members: readonly Choice[];
  templates: readonly Choice[];
}

export interface MacroFormViewProps {
  initial: MacroFormValues;
  choices: MacroChoices;
  maxLength: number;
  /** Why the shortcut cannot be this macro's (a problem's text), or null; checked before the server is asked. */
  shortcutProblem: (shortcut: string) => string | null;
  submitLabel: string;
  busy: boolean;
  outcome: Outcome;
  onSubmit: (values: MacroFormValues) => void;
  /** Beside the submit button (delete). */
  extra?: React.ReactNode;
}

const NOBODY = 0;

/** A new action of a kind with its first value (a tag list or a template is chosen before saving). */
export function actionOf(type: MacroActionType, choices: MacroChoices): MacroAction {
  switch (type) {
    case 'status':
      return { type, status: (choices.statuses.includes('inprogress') ? 'inprogress' : choices.statuses[0]) as 'inprogress' };
    case 'add_tags':
    case 'remove_tags':
      return { type, tag_ids: [] as unknown as [number] };
    case 'assign':
      return { type, assignee_id: null };
    case 'priority':
      return { type, priority: 'high' };
    case 'template':
      return { type, template_id: choices.templates[0]?.id ?? 0 };
    case 'close':
      return { type };
  }
}

/** The action whose value is missing (no tags, no template), if any. */
const incomplete = (action: MacroAction): 'tagsRequired' | 'templateRequired' | null =>
  (action.type === 'add_tags' || action.type === 'remove_tags') && action.tag_ids.length === 0
    ? 'tagsRequired'
    : action.type === 'template' && action.template_id === 0
      ? 'templateRequired'
      : null;

// spec §2.4 macros/new, macros/{id} (screens.md "macros (ordered actions: status, tag, assign, template, priority,
// close)"): a name, an optional shortcut and the ordered actions, each with its value picker; added, removed, moved.
export function MacroFormView(props: MacroFormViewProps) {
  const { initial, choices, maxLength, shortcutProblem, submitLabel, busy, outcome, onSubmit, extra } = props;
  const { t } = useTranslation(['macros', 'item']);
  const [values, setValues] = useState<MacroFormValues>(initial);
  const [shown, setShown] = useState<{ name?: string; shortcut?: string; actions?: string }>({});
  const setAction = (index: number, action: MacroAction) =>
    setValues((v) => ({ ...v, actions: v.actions.map((one, i) => (i === index ? action : one)) }));
  const move = (index: number, by: -1 | 1) =>
    setValues((v) => {
      const actions = [...v.actions];
      const [taken] = actions.splice(index, 1);
      actions.splice(index + by, 0, taken!);
      return { ...v, actions };
    });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = {
      name: values.name.trim() === '' ? t('macros:form.nameRequired') : undefined,
      shortcut: values.shortcut.trim() === '' ? undefined : (shortcutProblem(values.shortcut) ?? undefined),
      actions:
        values.actions.length === 0
          ? t('macros:form.actionsRequired')
          : values.actions.map(incomplete).find(Boolean)
            ? t(`macros:form.${values.actions.map(incomplete).find(Boolean)!}`)
            : undefined,
    };
    setShown(problems);
    if (problems.name || problems.shortcut || problems.actions || busy) return;
    onSubmit({ ...values, name: values.name.trim(), shortcut: values.shortcut.trim() });
  };
  const statusLabel = (id: string) => t(`item:statuses.${id}` as 'item:statuses.new', { defaultValue: id });
  return (
    <Form className={stack} onSubmit={submit}>
      <TextField
        label={t('macros:form.name')}
        value={values.name}
        maxLength={maxLength}
        onChange={(name) => {
          setShown((s) => ({ ...s, name: undefined }));
          setValues((v) => ({ ...v, name }));
        }}
        isInvalid={shown.name !== undefined}
        errorMessage={shown.name}
      />
      <TextField
        label={t('macros:form.shortcut')}
        description={t('macros:form.shortcutHint')}
        value={values.shortcut}
        maxLength={40}
        onChange={(shortcut) => {
          setShown((s) => ({ ...s, shortcut: undefined }));
          setValues((v) => ({ ...v, shortcut }));
        }}
        isInvalid={shown.shortcut !== undefined}
        errorMessage={shown.shortcut}
      />
      <section className={stack} aria-labelledby="macro-actions-title">
        <h2 id="macro-actions-title" className={sectionTitle}>
          {t('macros:form.actions')}
        </h2>
        <ol className={list}>
          {values.actions.map((action, index) => {
            const n = index + 1;
            return (
              <li key={index}>
                <Card as="section" aria-label={t('macros:form.action', { n })}>
                  <div className={row}>
                    <Select
                      label={t('macros:form.action', { n })}
                      options={choices.types.map((id) => ({ id, label: t(`macros:types.${id}`) }))}
                      value={action.type}
                      onChange={(type) => setAction(index, actionOf(type, choices))}
                    />
                    <ActionValue
                      action={action}
                      choices={choices}
                      statusLabel={statusLabel}
                      onChange={(next) => setAction(index, next)}
                    />
                    <Button
                      variant="secondary"
                      isDisabled={index === 0}
                      aria-label={t('macros:form.moveUp', { n })}
                      onPress={() => move(index, -1)}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="secondary"
                      isDisabled={index === values.actions.length - 1}
                      aria-label={t('macros:form.moveDown', { n })}
                      onPress={() => move(index, 1)}
                    >
                      ↓
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={t('macros:form.remove', { n })}
                      onPress={() => setValues((v) => ({ ...v, actions: v.actions.filter((_, i) => i !== index) }))}
                    >
                      ✕
                    </Button>
                  </div>
                </Card>
              </li>
            );
          })}
        </ol>
        <div className={row}>
          <Button
            variant="secondary"
            onPress={() => {
              setShown((s) => ({ ...s, actions: undefined }));
              setValues((v) => ({ ...v, actions: [...v.actions, actionOf('status', choices)] }));
            }}
          >
            {t('macros:form.addAction')}
          </Button>
        </div>
        {shown.actions ? (
          <p role="alert" className={alert}>
            {shown.actions}
          </p>
        ) : null}
      </section>
      <div className={row}>
        <Button type="submit" isPending={busy}>
          {submitLabel}
        </Button>
        {extra}
      </div>
      {/* Empty, it takes no room (the status class hides it). */}
      <p role={outcome?.ok === false ? 'alert' : 'status'} className={outcome?.ok === false ? alert : statusClass}>
        {outcome?.text}
      </p>
    </Form>
  );
}

interface ActionValueProps {
  action: MacroAction;
  choices: MacroChoices;
  statusLabel: (id: string) => string;
  onChange: (action: MacroAction) => void;
}

/** The value picker of one action: statuses, tags, team members, priorities or templates (close has none). */
function ActionValue({ action, choices, statusLabel, onChange }: ActionValueProps) {
  const { t } = useTranslation(['macros', 'item']);
  const label = t('macros:form.value');
  switch (action.type) {
    case 'status':
      return (
        <Select
          label={label}
          options={choices.statuses.map((id) => ({ id, label: statusLabel(id) }))}
          value={action.status}
          onChange={(status) => onChange({ ...action, status: status as typeof action.status })}
        />
      );
    case 'add_tags':
    case 'remove_tags':
      // A space has tens of tags: a box each (a listbox picker would cost the page's chunk its budget, docs/budgets.md).
      return (
        <fieldset className={row}>
          <legend>{t('macros:form.tagsPlaceholder')}</legend>
          {choices.tags.map((tag) => (
            <Checkbox
              key={tag.id}
              isSelected={action.tag_ids.includes(tag.id)}
              onChange={(on) =>
                onChange({
                  ...action,
                  tag_ids: (on ? [...action.tag_ids, tag.id] : action.tag_ids.filter((id) => id !== tag.id)) as [number],
                })
              }
            >
              {tag.name}
            </Checkbox>
          ))}
        </fieldset>
      );
    case 'assign':
      return (
        <Select
          label={label}
          options={[
            { id: NOBODY, label: t('macros:form.nobody') },
            ...choices.members.map((one) => ({ id: one.id, label: one.name })),
          ]}
          value={action.assignee_id ?? NOBODY}
          onChange={(id) => onChange({ ...action, assignee_id: id === NOBODY ? null : id })}
        />
      );
    case 'priority':
      return (
        <Select
          label={label}
          options={choices.priorities.map((id) => ({ id, label: t(`item:priorities.${id}` as 'item:priorities.low') }))}
          value={action.priority}
          onChange={(priority) => onChange({ ...action, priority: priority as typeof action.priority })}
        />
      );
    case 'template':
      return (
        <Select
          label={label}
          options={[{ id: 0, label: '—' }, ...choices.templates.map((one) => ({ id: one.id, label: one.name }))]}
          value={action.template_id}
          onChange={(template_id) => onChange({ ...action, template_id })}
        />
      );
    case 'close':
      return null;
  }
}
