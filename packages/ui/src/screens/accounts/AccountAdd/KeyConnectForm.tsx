import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { CONNECTION_FIELD_MAX, connectionFieldProblem, type KeyProviderEntry } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { PasswordField } from '../../../components/PasswordField/PasswordField.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { alert, muted, row, sectionTitle, stack } from '../../layout/SettingsPage.css.ts';

/** The network's answer to the keys: its refusal (untrusted text), and whether it is the plan's account limit. */
export type KeyConnectFailure = { text: string; limitReached: boolean } | null;

export interface KeyConnectFormProps {
  /** A catalogue entry with its connection fields. */
  provider: KeyProviderEntry;
  busy: boolean;
  failure: KeyConnectFailure;
  /** The plan's account limit is reached: nothing can be connected. */
  disabled: boolean;
  onSubmit: (keys: Record<string, string>) => void;
  onCancel: () => void;
}

const BILLING_PATH = '/settings/billing';

// docs/token-networks.md: a network without a popup connects with the catalogue's fields, each checked (filled, the
// network's format) before the server is asked; secrets are masked and never shown again once sent.
export function KeyConnectForm({ provider, busy, failure, disabled, onSubmit, onCancel }: KeyConnectFormProps) {
  const { t } = useTranslation('accounts');
  const fields = provider.connection;
  const [values, setValues] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const field of fields) {
      const problem = connectionFieldProblem(field, values[field.name]);
      if (problem) found[field.name] = t(`connect.${problem}`, { max: CONNECTION_FIELD_MAX });
    }
    setProblems(found);
    if (Object.keys(found).length > 0 || busy || disabled) return;
    onSubmit(Object.fromEntries(fields.map((field) => [field.name, (values[field.name] ?? '').trim()])));
  };
  const headingId = `key-connect-${provider.id}`;
  return (
    <section className={stack} aria-labelledby={headingId}>
      <h2 id={headingId} className={sectionTitle}>
        {t('connect.title', { provider: provider.longName })}
      </h2>
      <p className={muted}>{t('connect.intro')}</p>
      <Form className={stack} onSubmit={submit} autoComplete="off">
        {fields.map((field, index) => {
          const common = {
            // Chosen below a long list of networks (phones): the form's first field takes the focus and comes into view.
            autoFocus: index === 0,
            label: t(`connect.fields.${field.labelKey}`),
            value: values[field.name] ?? '',
            isDisabled: disabled,
            onChange: (value: string) => {
              // An invalid field blocks the form's native submit: its message goes as soon as it changes.
              setProblems(({ [field.name]: _gone, ...rest }) => rest);
              setValues((current) => ({ ...current, [field.name]: value }));
            },
            isInvalid: problems[field.name] !== undefined,
            errorMessage: problems[field.name],
          };
          return field.kind === 'secret' ? (
            <PasswordField key={field.name} {...common} autoComplete="off" description={t('connect.secretHint')} />
          ) : (
            <TextField key={field.name} {...common} autoComplete="off" />
          );
        })}
        <div className={row}>
          <Button type="submit" isPending={busy} isDisabled={disabled}>
            {t('connect.submit')}
          </Button>
          <Button variant="secondary" onPress={onCancel}>
            {t('connect.cancel')}
          </Button>
        </div>
      </Form>
      {failure ? (
        <div role="alert" className={stack}>
          <p className={alert}>
            {t('add.failed')}: {failure.text}
          </p>
          {failure.limitReached ? (
            <div className={row}>
              <Link href={BILLING_PATH} variant="standalone">
                {t('add.toBilling')}
              </Link>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
