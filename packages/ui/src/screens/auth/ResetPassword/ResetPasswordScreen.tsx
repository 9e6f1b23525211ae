import { useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { Redirect, useRoute } from 'wouter';
import { validateReset, type FlowError, type ResetErrors } from '@console/machines/rules/signup';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { PasswordField } from '../../../components/PasswordField/PasswordField.tsx';
import { useResetPasswordMachine } from '../../../data/signup.ts';
import { CenteredPage } from '../../layout/CenteredPage.tsx';
import { heading } from '../../layout/CenteredPage.css.ts';
import { alert, form, links, muted, success } from '../publicForm.css.ts';

const ERROR_KEYS = {
  password: { required: 'reset.validation.passwordRequired', tooShort: 'reset.validation.passwordTooShort' },
  confirm: { mismatch: 'reset.validation.mismatch' },
} as const;

function useFlowErrorText(error: FlowError | null): string | null {
  const { t } = useTranslation('signup');
  if (error === null) return null;
  return error.kind === 'server' ? error.text : t('reset.error.generic');
}

// /reset_password/{hash} (spec §2.1, §5, §7, §8): the link is checked first; a failed check shows the server's
// message for good and disables the form; then the new password and its confirmation, links to login.
export function ResetPasswordScreen() {
  const { t } = useTranslation('signup');
  const [, params] = useRoute<{ hash: string }>('/reset_password/:hash');
  const hash = params?.hash ?? '';
  const machine = useResetPasswordMachine();
  const [state, send] = useMachine(machine, { input: { hash } });
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [validated, setValidated] = useState(false);
  const errorText = useFlowErrorText(state.context.error);

  if (state.matches('signedIn')) return <Redirect to="/" replace />;

  const disabled = state.hasTag('disabled');
  const pending = state.hasTag('busy');
  const errors: ResetErrors = validated ? validateReset(values) : {};
  const fieldError = (field: keyof ResetErrors) => {
    const rule = errors[field];
    return rule ? t((ERROR_KEYS[field] as Record<string, string>)[rule] ?? '') : undefined;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || disabled) return;
    setValidated(true);
    send({ type: 'submit', values });
  };

  return (
    <CenteredPage busy={state.hasTag('checking')}>
      <Card as="section" padding="lg" raised aria-labelledby="reset-title">
        <h1 id="reset-title" className={heading}>
          {t('reset.title')}
        </h1>
        {state.hasTag('success') ? (
          <>
            <p role="status" className={success}>
              {state.context.message}
            </p>
            <Link href="/login" variant="standalone">
              {t('reset.signIn')}
            </Link>
          </>
        ) : (
          <>
            {state.hasTag('checking') ? <p className={muted}>{t('reset.checking')}</p> : null}
            {state.context.email ? <p className={muted}>{t('reset.forEmail', { email: state.context.email })}</p> : null}
            <Form className={form} validationBehavior="aria" onSubmit={submit}>
              <PasswordField
                label={t('reset.password.label')}
                name="new-password"
                autoComplete="new-password"
                value={values.password}
                isDisabled={disabled}
                onChange={(password) => setValues((current) => ({ ...current, password }))}
                errorMessage={fieldError('password')}
              />
              <PasswordField
                label={t('reset.confirm.label')}
                name="confirm-password"
                autoComplete="new-password"
                value={values.confirm}
                isDisabled={disabled}
                onChange={(confirm) => setValues((current) => ({ ...current, confirm }))}
                errorMessage={fieldError('confirm')}
              />
              <Button type="submit" fullWidth isPending={pending} isDisabled={disabled}>
                {t('reset.submit')}
              </Button>
            </Form>
            <div role="alert" className={alert}>
              {errorText}
            </div>
          </>
        )}
        <p className={links}>
          <Link href="/login">{t('reset.toLogin')}</Link>
        </p>
      </Card>
    </CenteredPage>
  );
}
