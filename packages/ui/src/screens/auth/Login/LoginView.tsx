import { LOGIN_CODE_MAX_LENGTH } from '@console/spec';
import type { FormEvent, ReactNode } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import type { LoginCodeErrors, LoginCredentialErrors } from '@console/machines/rules/loginValidation';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { PasswordField } from '../../../components/PasswordField/PasswordField.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { CenteredPage } from '../../layout/CenteredPage.tsx';
import { heading } from '../../layout/CenteredPage.css.ts';
import type { LoginNotice } from './loginNotice.ts';
import { actions, alert, form, links, notice as noticeClass } from './LoginView.css.ts';

export type LoginMode = 'credentials' | 'code';
export type LoginField = 'email' | 'password' | 'code';
export type LoginFieldErrors = LoginCredentialErrors & LoginCodeErrors;

export interface LoginViewProps {
  mode: LoginMode;
  values: Record<LoginField, string>;
  /** Rule keys from the machines' login validation; the view shows the spec §5 texts. */
  fieldErrors: LoginFieldErrors;
  pending: boolean;
  /** The server's text (spec §8, 404 and 400) or the network/unknown text, shown under the form. */
  serverError: string | null;
  onChange: (field: LoginField, value: string) => void;
  onSubmit: () => void;
  onBack: () => void;
  /** Why the user is here (spec §4, §8: 'Session expired' after a failed refresh), shown above the form. */
  notice?: LoginNotice;
  /** spec §2.1: the social sign-in buttons, under the form (credentials step only). */
  social?: ReactNode;
}

const ERROR_KEYS = {
  email: { required: 'validation.emailRequired', invalid: 'validation.emailInvalid' },
  // spec §5 gives one text for the login password: required and at least 8 characters.
  password: { required: 'validation.passwordTooShort', tooShort: 'validation.passwordTooShort' },
  code: { required: 'validation.codeRequired', tooLong: 'validation.codeTooLong' },
} as const;

// Moves focus to the first field the submit found invalid, after React has rendered the messages.
function focusFirstInvalid(formElement: HTMLFormElement) {
  setTimeout(() => formElement.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus(), 0);
}

export function LoginView({
  mode,
  values,
  fieldErrors,
  pending,
  serverError,
  onChange,
  onSubmit,
  onBack,
  notice,
  social,
}: LoginViewProps) {
  const { t } = useTranslation('login');
  const errorText = <F extends LoginField>(field: F) => {
    const rule = fieldErrors[field];
    return rule ? t((ERROR_KEYS[field] as Record<string, string>)[rule] ?? '') : undefined;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    onSubmit();
    focusFirstInvalid(event.currentTarget);
  };
  return (
    <CenteredPage>
      <Card as="section" padding="lg" raised aria-labelledby="login-title">
        <h1 id="login-title" className={heading}>
          {t('title')}
        </h1>
        {notice ? (
          <p role="status" className={noticeClass}>
            {t(`notice.${notice}`)}
          </p>
        ) : null}
        <Form className={form} validationBehavior="aria" onSubmit={submit}>
          {mode === 'credentials' ? (
            <>
              <TextField
                label={t('email.label')}
                name="username"
                type="email"
                autoComplete="username"
                value={values.email}
                onChange={(value) => onChange('email', value)}
                errorMessage={errorText('email')}
              />
              <PasswordField
                label={t('password.label')}
                name="password"
                value={values.password}
                onChange={(value) => onChange('password', value)}
                errorMessage={errorText('password')}
              />
            </>
          ) : (
            <TextField
              label={t('code.label')}
              description={t('code.description')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              // spec §2.1, §5: the code field takes at most 7 characters.
              maxLength={LOGIN_CODE_MAX_LENGTH}
              // The code field replaces the form the person just submitted, so it takes the focus.
              autoFocus
              value={values.code}
              onChange={(value) => onChange('code', value)}
              errorMessage={errorText('code')}
            />
          )}
          <div className={actions}>
            <Button type="submit" fullWidth isPending={pending}>
              {mode === 'credentials' ? t('submit') : t('submitCode')}
            </Button>
            {mode === 'code' ? (
              <Button variant="ghost" fullWidth onPress={onBack} isDisabled={pending}>
                {t('back')}
              </Button>
            ) : null}
          </div>
        </Form>
        <div role="alert" className={alert}>
          {serverError}
        </div>
        {mode === 'credentials' ? (
          <>
            {social}
            <p className={links}>
              <Link href="/signup">{t('links.signup')}</Link>
              <Link href="/recovery">{t('links.recovery')}</Link>
            </p>
          </>
        ) : null}
      </Card>
    </CenteredPage>
  );
}
