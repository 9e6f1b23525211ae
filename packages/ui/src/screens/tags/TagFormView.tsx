import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import type { STATUS_COLORS } from '@console/api/contract';
import { Button } from '../../components/Button/Button.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { alert, row, stack, status as statusClass } from '../layout/SettingsPage.css.ts';

export interface TagFormValues {
  name: string;
  color: string;
  group_id: number | null;
  parent_id: number | null;
}

import type { Outcome } from '../layout/useRecordWrite.ts';

export interface TagFormViewProps {
  initial: TagFormValues;
  colors: typeof STATUS_COLORS;
  /** The groups and the possible parents offered; absent: the field is not shown (labels have neither). */
  groups?: readonly { id: number; name: string }[];
  parents?: readonly { id: number; name: string }[];
  maxLength: number;
  /** A tag group: the name alone. */
  nameOnly?: boolean;
  submitLabel: string;
  busy: boolean;
  outcome: Outcome;
  onSubmit: (values: TagFormValues) => void;
  /** Beside the submit button (delete). */
  extra?: React.ReactNode;
}

const NONE = 0;

// spec §2.4 tags/new, tags/{id}, labels/new, labels/{id}: a name and a colour of the statuses' palette; a tag also its
// group and the tag it sits in. The name is checked before the server is asked (spec §5 style: 'Enter a name').
export function TagFormView(props: TagFormViewProps) {
  const { initial, colors, groups, parents, maxLength, nameOnly = false, submitLabel, busy, outcome, onSubmit, extra } = props;
  const { t } = useTranslation(['tags', 'workspace']);
  const [values, setValues] = useState<TagFormValues>(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const color = (colors as readonly string[]).includes(values.color) ? values.color : colors[0];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values.name.trim() === '') return setNameError(t('tags:form.nameRequired'));
    setNameError(null);
    if (!busy) onSubmit({ ...values, color, name: values.name.trim() });
  };
  const none = { id: NONE, label: t('tags:form.none') };
  return (
    <Form className={stack} onSubmit={submit}>
      <TextField
        label={t('tags:form.name')}
        value={values.name}
        maxLength={maxLength}
        onChange={(name) => {
          // An invalid field blocks the form's native submit: the message goes as soon as the name changes.
          setNameError(null);
          setValues((v) => ({ ...v, name }));
        }}
        isInvalid={nameError !== null}
        errorMessage={nameError ?? undefined}
      />
      {nameOnly ? null : (
        <Select
          label={t('tags:form.color')}
          options={colors.map((id) => ({ id, label: t(`workspace:statuses.colors.${id}`) }))}
          value={color}
          onChange={(next) => setValues((v) => ({ ...v, color: next }))}
        />
      )}
      {groups ? (
        <Select
          label={t('tags:form.group')}
          options={[none, ...groups.map((group) => ({ id: group.id, label: group.name }))]}
          value={values.group_id ?? NONE}
          onChange={(id) => setValues((v) => ({ ...v, group_id: id === NONE ? null : id }))}
        />
      ) : null}
      {parents ? (
        <Select
          label={t('tags:form.parent')}
          options={[none, ...parents.map((tag) => ({ id: tag.id, label: tag.name }))]}
          value={values.parent_id ?? NONE}
          onChange={(id) => setValues((v) => ({ ...v, parent_id: id === NONE ? null : id }))}
        />
      ) : null}
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
