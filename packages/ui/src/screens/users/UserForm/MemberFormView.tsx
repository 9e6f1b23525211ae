import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import type { ManagedUsergroup, RoleName, UserRoles } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox, CheckboxGroup } from '../../../components/Checkbox/Checkbox.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { alert, muted, stack, text } from '../../layout/SettingsPage.css.ts';
import { fields } from '../users.css.ts';

export type MemberFormValues = {
  email: string;
  role: RoleName;
  roles: UserRoles;
  usergroup_ids: number[];
  limited_to_groups: boolean;
};

export interface MemberFormViewProps {
  initial: MemberFormValues;
  /** The invite form asks for the address; the user page shows it read only. */
  withEmail: boolean;
  groups: readonly ManagedUsergroup[];
  /** The roles of spec §1 and each one's proposed flags (contract ROLE_DEFAULT_FLAGS). */
  roleNames: readonly RoleName[];
  defaultFlags: Readonly<Record<RoleName, UserRoles>>;
  /** spec §1: the last administrator keeps their role. */
  roleLocked: boolean;
  submitLabel: string;
  busy: boolean;
  outcome: { ok: boolean; text: string } | null;
  validEmail: (email: string) => boolean;
  onSubmit: (values: MemberFormValues) => void;
}

const FLAGS = ['messages', 'items', 'templates', 'stats'] as const;

// The role of spec §1 and the role flags of spec §3: picking a role proposes its flags; settings is the administrator's.
export function MemberFormView(props: MemberFormViewProps) {
  const { t } = useTranslation('users');
  const [values, setValues] = useState(props.initial);
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (props.busy) return;
    if (props.withEmail && !props.validEmail(values.email.trim())) {
      setEmailError(t('form.emailInvalid'));
      return;
    }
    setEmailError(undefined);
    props.onSubmit(values);
  };
  const flags = FLAGS.filter((flag) => values.roles[flag]);
  return (
    // aria validation: the browser's own bubble ('Please fill out this field.') spoke English and hid ours.
    <Form className={stack} validationBehavior="aria" onSubmit={submit}>
      <div className={fields}>
        {props.withEmail ? (
          <TextField
            label={t('form.email')}
            inputMode="email"
            autoComplete="off"
            value={values.email}
            isRequired
            onChange={(email) => {
              setEmailError(undefined);
              setValues((v) => ({ ...v, email }));
            }}
            {...(emailError ? { errorMessage: emailError, isInvalid: true } : {})}
          />
        ) : null}
        <Select
          label={t('form.role')}
          options={props.roleNames.map((id) => ({ id, label: t(`roles.${id}`) }))}
          value={values.role}
          isDisabled={props.roleLocked}
          onChange={(role) => setValues((v) => ({ ...v, role, roles: props.defaultFlags[role] }))}
        />
      </div>
      <CheckboxGroup
        label={t('form.flags')}
        description={t('form.flagsHint')}
        options={FLAGS.map((flag) => ({ value: flag, label: t(`flags.${flag}`) }))}
        value={flags}
        onChange={(chosen) =>
          setValues((v) => ({
            ...v,
            roles: { ...v.roles, ...Object.fromEntries(FLAGS.map((flag) => [flag, chosen.includes(flag)])) },
          }))
        }
      />
      {props.groups.length > 0 ? (
        <CheckboxGroup
          label={t('form.groups')}
          options={props.groups.map((g) => ({ value: String(g.id), label: g.name }))}
          value={values.usergroup_ids.map(String)}
          onChange={(ids) => setValues((v) => ({ ...v, usergroup_ids: ids.map(Number) }))}
        />
      ) : (
        <p className={muted}>{t('groups.none')}</p>
      )}
      <Checkbox
        isSelected={values.limited_to_groups}
        onChange={(limited) => setValues((v) => ({ ...v, limited_to_groups: limited }))}
      >
        {t('form.limited')}
      </Checkbox>
      <div>
        <Button type="submit" isPending={props.busy}>
          {props.submitLabel}
        </Button>
      </div>
      {props.outcome ? (
        <p role={props.outcome.ok ? 'status' : 'alert'} className={props.outcome.ok ? text : alert}>
          {props.outcome.text}
        </p>
      ) : null}
    </Form>
  );
}
