import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components/TextField';
import { useTranslation } from 'react-i18next';
import {
  fillTemplate,
  TEMPLATE_NAME_MAX,
  TEMPLATE_TEXT_MAX,
  TEMPLATE_VARIABLES,
  templateLength,
  unknownVariables,
  variableToken,
  type NetworkId,
  type TemplateValues,
} from '@console/api/contract';
import { Button } from '../../components/Button/Button.tsx';
import { FieldError } from '../../components/FieldError/FieldError.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { field, label as labelClass } from '../../components/TextField/TextField.css.ts';
import { alert, muted, row, sectionTitle, stack, status as statusClass } from '../layout/SettingsPage.css.ts';
import type { Outcome } from '../layout/useRecordWrite.ts';
import * as css from './replyTemplates.css.ts';
import { networkName, type ScopeAccount } from './scope.ts';

export interface TemplateFormValues {
  name: string;
  text: string;
  provider: NetworkId | null;
  object_id: number | null;
}

export interface TemplateFormProps {
  initial: TemplateFormValues;
  /** The networks a scope may name (the provider catalogue's, not hidden ones). */
  networks: readonly { id: NetworkId; name: string }[];
  /** The space's accounts; those of the chosen network are offered. */
  accounts: readonly ScopeAccount[];
  submitLabel: string;
  busy: boolean;
  outcome: Outcome;
  onSubmit: (values: TemplateFormValues) => void;
  /** Beside the submit button (delete). */
  extra?: React.ReactNode;
}

const ALL = '';
const EVERY_ACCOUNT = 0;

// spec §2.4 templates/new, templates/{id}: a name, the text with variables (buttons insert them at the caret; an
// unknown `{word}` is flagged), the scope (every network, a network, one of its accounts) and a preview with sample
// values counted in the scope's network unit against its limit (the composer's counter, contract/templateText.ts).
// Not a *View: it uses the contract's text rules directly; it still takes everything else as props.
export function TemplateForm(props: TemplateFormProps) {
  const { initial, networks, accounts, submitLabel, busy, outcome, onSubmit, extra } = props;
  const { t } = useTranslation(['replyTemplates', 'common']);
  const [values, setValues] = useState<TemplateFormValues>(initial);
  const [errors, setErrors] = useState<{ name?: string; text?: string }>({});
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const caretAfter = useRef<number | null>(null);

  // After an insert the caret goes after the variable, once the field shows it.
  useEffect(() => {
    const box = textRef.current;
    if (caretAfter.current === null || !box) return;
    box.focus();
    box.setSelectionRange(caretAfter.current, caretAfter.current);
    caretAfter.current = null;
  }, [values.text]);

  const insertVariable = (token: string) => {
    const box = textRef.current;
    const start = box?.selectionStart ?? values.text.length;
    const end = box?.selectionEnd ?? start;
    caretAfter.current = start + token.length;
    setErrors((e) => ({ ...e, text: undefined }));
    setValues((v) => ({ ...v, text: v.text.slice(0, start) + token + v.text.slice(end) }));
  };

  const samples: TemplateValues = {
    author: t('replyTemplates:sample.author'),
    account: accounts.find((one) => one.id === values.object_id)?.name ?? t('replyTemplates:sample.account'),
    operator: t('replyTemplates:sample.operator'),
  };
  const previewText = fillTemplate(values.text, samples);
  const length = templateLength(previewText, values.provider);
  const network = values.provider === null ? null : networkName(values.provider);
  const unknown = unknownVariables(values.text);
  const accountsHere = accounts.filter((one) => one.provider === values.provider);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = {
      name: values.name.trim() === '' ? t('replyTemplates:form.nameRequired') : undefined,
      text: values.text.trim() === '' ? t('replyTemplates:form.textRequired') : undefined,
    };
    setErrors(next);
    if (next.name || next.text || length.over || busy) return;
    onSubmit({ ...values, name: values.name.trim() });
  };

  const over = length.used - length.max;
  return (
    <Form className={stack} onSubmit={submit}>
      <TextField
        label={t('replyTemplates:form.name')}
        value={values.name}
        maxLength={TEMPLATE_NAME_MAX}
        onChange={(name) => {
          setErrors((e) => ({ ...e, name: undefined }));
          setValues((v) => ({ ...v, name }));
        }}
        isInvalid={errors.name !== undefined}
        errorMessage={errors.name}
      />
      <Select
        label={t('replyTemplates:form.network')}
        options={[
          { id: ALL, label: t('replyTemplates:form.allNetworks') },
          ...networks.map((n) => ({ id: n.id, label: n.name })),
        ]}
        value={values.provider ?? ALL}
        onChange={(id) => setValues((v) => ({ ...v, provider: id === ALL ? null : (id as NetworkId), object_id: null }))}
      />
      {values.provider !== null && accountsHere.length > 0 ? (
        <Select
          label={t('replyTemplates:form.account')}
          options={[
            { id: EVERY_ACCOUNT, label: t('replyTemplates:form.allAccounts') },
            ...accountsHere.map((one) => ({ id: one.id, label: one.name })),
          ]}
          value={values.object_id ?? EVERY_ACCOUNT}
          onChange={(id) => setValues((v) => ({ ...v, object_id: id === EVERY_ACCOUNT ? null : id }))}
        />
      ) : null}
      <AriaTextField
        className={field}
        value={values.text}
        maxLength={TEMPLATE_TEXT_MAX}
        onChange={(text) => {
          setErrors((e) => ({ ...e, text: undefined }));
          setValues((v) => ({ ...v, text }));
        }}
        isInvalid={errors.text !== undefined}
      >
        <Label className={labelClass}>{t('replyTemplates:form.text')}</Label>
        <TextArea ref={textRef} className={css.textarea} rows={5} />
        <Text slot="description" className={muted}>
          {t('replyTemplates:form.variablesHint')}
        </Text>
        <FieldError>{errors.text}</FieldError>
      </AriaTextField>
      <div className={row} role="group" aria-label={t('replyTemplates:form.insertVariable')}>
        {TEMPLATE_VARIABLES.map((name) => (
          <Button key={name} variant="secondary" onPress={() => insertVariable(variableToken(name))}>
            {`${t(`replyTemplates:variables.${name}`)} ${variableToken(name)}`}
          </Button>
        ))}
      </div>
      {unknown.length > 0 ? (
        <p className={css.warning} role="status">
          {t('replyTemplates:form.unknownVariables', {
            count: unknown.length,
            names: unknown.map((name) => `{${name}}`).join(', '),
          })}
        </p>
      ) : null}
      <section className={stack} aria-labelledby="template-preview">
        <h2 id="template-preview" className={sectionTitle}>
          {t('replyTemplates:form.preview')}
        </h2>
        <p className={muted}>
          {network === null ? t('replyTemplates:form.previewAll') : t('replyTemplates:form.previewHint', { network })}
        </p>
        <p className={css.preview} data-testid="template-preview">
          {previewText}
        </p>
        <span
          className={`${css.counter} ${length.over ? css.counterOver : ''}`}
          aria-label={t('replyTemplates:form.counterLabel', { used: length.used, max: length.max })}
        >
          {t('replyTemplates:form.counter', { used: length.used, max: length.max })}
        </span>
        {length.over ? (
          <p className={alert} role="alert">
            {network === null
              ? t('replyTemplates:form.tooLongAll', { count: over })
              : t('replyTemplates:form.tooLong', { network, count: over })}
          </p>
        ) : null}
      </section>
      <div className={row}>
        <Button type="submit" isPending={busy} isDisabled={length.over}>
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
