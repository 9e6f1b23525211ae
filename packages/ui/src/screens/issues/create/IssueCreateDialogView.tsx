import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, TextArea, TextField as AriaTextField } from 'react-aria-components/TextField';
import type { IssueCreate, IssueDeadlines, ItemPriority } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { DateField } from '../../../components/DateField/DateField.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { label as labelClass } from '../../../components/TextField/TextField.css.ts';
import { visibleText } from '../../../format/text.ts';
import { column, muted, row, textarea } from '../../inbox/parts/detail.css.ts';
import { alert } from '../../layout/SettingsPage.css.ts';
import { fieldsOf, initialForm, problemsOf, type AssigneeChoice, type IssueCreateForm } from './issueCreateForm.ts';

type Named = { id: number; name: string };

export interface IssueCreateDialogViewProps {
  isOpen: boolean;
  /** What it is made from, already worded ("From the comment"); null: a blank issue. */
  sourceLabel: string | null;
  /** The comment's or chat's text: the title starts as it (trimmed to the title's limit). */
  initialText: string;
  /** The spaces with issues on the user may create in; the choice shows when a blank issue has several. */
  spaces: readonly Named[] | null;
  spaceId: number | null;
  onSpace: (spaceId: number) => void;
  /** The contract's priorities (PRIORITIES), lowest first. */
  priorities: readonly ItemPriority[];
  /** The space's members (the assignee choice) and departments. */
  assignees: readonly Named[];
  departments: readonly Named[];
  /** The space's default assignee (issues.assigned_to, spec §3): named in the "default" choice; null: nobody. */
  defaultAssignee: string | null;
  /** Hours to the due time per priority (settings/issues); null: not known yet. */
  deadlines: IssueDeadlines | null;
  pending: boolean;
  /** The server's refusal, as it worded it. */
  error: string | null;
  nowMs: number;
  onSubmit: (fields: Omit<IssueCreate, 'space_id' | 'item_id' | 'item_ids' | 'chat_id'>) => void;
  onClose: () => void;
}

// docs/issues.md "Screens: creating issues": title, description, priority, department, assignee (left as the
// space's default) and due date (left empty: the priority's deadline); the space when a blank issue could go to several.
export default function IssueCreateDialogView(props: IssueCreateDialogViewProps) {
  const { t } = useTranslation(['issues', 'items', 'common']);
  const [form, setForm] = useState<IssueCreateForm>(() => initialForm(props.initialText));
  const [tried, setTried] = useState(false);
  const set = (change: Partial<IssueCreateForm>) => setForm((current) => ({ ...current, ...change }));
  const spaceNeeded = props.spaces !== null && props.spaceId === null;
  const problems = problemsOf(form, { nowMs: props.nowMs, spaceNeeded });
  const shown = tried ? problems : {};
  const hours = props.deadlines?.[form.priority] ?? null;
  const submit = () => {
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    props.onSubmit(fieldsOf(form));
  };
  return (
    <Dialog
      title={t('issues:create.title')}
      isOpen={props.isOpen}
      onClose={props.onClose}
      closeLabel={t('issues:create.cancel')}
      isDismissable={!props.pending}
    >
      <form
        className={column}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {props.sourceLabel ? <p className={muted}>{props.sourceLabel}</p> : null}
        {props.spaces && props.spaces.length > 1 ? (
          <Select<number | 0>
            label={t('issues:create.space')}
            options={[
              ...(props.spaceId === null ? [{ id: 0 as const, label: t('issues:create.spaceChoose') }] : []),
              ...props.spaces.map((space) => ({ id: space.id, label: visibleText(space.name) })),
            ]}
            value={props.spaceId ?? 0}
            onChange={(id) => id !== 0 && props.onSpace(id)}
          />
        ) : null}
        {shown.space ? <p className={alert}>{t('issues:create.problem.spaceMissing')}</p> : null}
        <TextField
          label={t('issues:create.titleField')}
          value={form.title}
          onChange={(title) => set({ title })}
          isRequired
          autoFocus
          errorMessage={shown.title ? t(`issues:create.problem.${shown.title}`) : undefined}
        />
        <AriaTextField
          value={form.description}
          onChange={(description) => set({ description })}
          isInvalid={shown.description !== undefined}
          className={column}
        >
          <Label className={labelClass}>{t('issues:create.description')}</Label>
          <TextArea className={textarea} rows={4} />
          {shown.description ? <p className={alert}>{t('issues:create.problem.descriptionLong')}</p> : null}
        </AriaTextField>
        <div className={row}>
          <Select<ItemPriority>
            label={t('issues:create.priority')}
            options={props.priorities.map((id) => ({ id, label: t(`items:priority.${id}`) }))}
            value={form.priority}
            onChange={(priority) => set({ priority })}
          />
          {props.departments.length > 0 ? (
            <Select<number>
              label={t('issues:create.department')}
              options={[
                { id: 0, label: t('issues:create.noDepartment') },
                ...props.departments.map((one) => ({ id: one.id, label: visibleText(one.name) })),
              ]}
              value={form.departmentId ?? 0}
              onChange={(id) => set({ departmentId: id === 0 ? null : id })}
            />
          ) : null}
        </div>
        <Select<AssigneeChoice>
          label={t('issues:create.assignee')}
          options={[
            {
              id: 'default',
              label:
                props.defaultAssignee === null
                  ? t('issues:create.assigneeDefaultNobody')
                  : t('issues:create.assigneeDefault', { name: visibleText(props.defaultAssignee) }),
            },
            { id: 'nobody', label: t('issues:create.assigneeNobody') },
            ...props.assignees.map((one) => ({ id: `u${one.id}` as const, label: visibleText(one.name) })),
          ]}
          value={form.assignee}
          onChange={(assignee) => set({ assignee })}
        />
        <DateField
          label={t('issues:create.due')}
          value={form.due}
          onChange={(due) => set({ due })}
          description={
            form.due === ''
              ? hours === null
                ? t('issues:create.dueNone')
                : t('issues:create.dueDefault', { count: hours })
              : undefined
          }
          isInvalid={shown.due !== undefined}
          errorMessage={shown.due ? t('issues:create.problem.duePast') : undefined}
        />
        <div role="alert" className={props.error ? alert : undefined}>
          {props.error}
        </div>
        <div className={row}>
          <Button type="submit" isPending={props.pending}>
            {t('issues:create.submit')}
          </Button>
          <Button variant="secondary" onPress={props.onClose} isDisabled={props.pending}>
            {t('issues:create.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
