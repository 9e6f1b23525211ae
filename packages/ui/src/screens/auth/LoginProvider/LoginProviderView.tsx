import type { FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '@console/api/contract';
import type { SocialError } from '@console/machines/socialLoginMachine';
import type { EmailFieldError } from '@console/machines/rules/emailField';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { CenteredPage } from '../../layout/CenteredPage.tsx';
import { heading } from '../../layout/CenteredPage.css.ts';
import { actions, alert, form, notice } from '../Login/LoginView.css.ts';
import { busyRow, text } from './LoginProvider.css.ts';

export type LoginProviderPhase = 'busy' | 'email' | 'error';

export interface LoginProviderViewProps {
  provider: SocialProvider;
  phase: LoginProviderPhase;
  /** Signed in: the login is being linked to the profile. */
  linking: boolean;
  /** The failure shown in the error phase, or the refused address in the email phase. */
  error: SocialError | null;
  email: string;
  /** The address rule (spec §5), once the form was submitted. */
  emailError: EmailFieldError | null;
  pending: boolean;
  onEmailChange: (value: string) => void;
  onEmailSubmit: () => void;
}

function useErrorText(error: SocialError | null): string | null {
  const { t } = useTranslation('social');
  if (error === null) return null;
  // spec §8: the server message (or 'An error occurred'); 'user denied' has its own text.
  if (error.kind === 'denied') return t('error.denied');
  if (error.kind === 'server') return error.text;
  if (error.kind === 'network') return t('error.network');
  return t('error.generic');
}

// /login/{provider} (spec §2.1, §8): the wait while the code is exchanged, the email entry when the provider shared no
// email, and a failure shown 5 s before the user is taken back to login.
export function LoginProviderView(props: LoginProviderViewProps) {
  const { provider, phase, linking, error, email, emailError, pending, onEmailChange, onEmailSubmit } = props;
  const { t } = useTranslation('social');
  const name = t(`providers.${provider}`);
  const errorText = useErrorText(error);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onEmailSubmit();
  };
  if (phase === 'busy') {
    return (
      <CenteredPage>
        <Card as="section" padding="lg" raised aria-labelledby="social-title">
          <h1 id="social-title" className={heading}>
            {t(linking ? 'linkingTitle' : 'title', { provider: name })}
          </h1>
          <div className={busyRow}>
            <Spinner size="sm" />
            <p role="status" className={text}>
              {t(linking ? 'linking' : 'signingIn', { provider: name })}
            </p>
          </div>
        </Card>
      </CenteredPage>
    );
  }
  if (phase === 'error') {
    return (
      <CenteredPage>
        <Card as="section" padding="lg" raised aria-labelledby="social-title">
          <h1 id="social-title" className={heading}>
            {t(linking ? 'linkFailedTitle' : 'failedTitle', { provider: name })}
          </h1>
          <div role="alert" className={alert}>
            {errorText}
          </div>
          <p className={text}>
            {t('leaving')} <Link href="/login">{t('backToLogin')}</Link>
          </p>
        </Card>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage>
      <Card as="section" padding="lg" raised aria-labelledby="social-title">
        <h1 id="social-title" className={heading}>
          {t('email.title')}
        </h1>
        <p className={notice}>{t('email.text', { provider: name })}</p>
        <Form className={form} validationBehavior="aria" onSubmit={submit}>
          <TextField
            label={t('email.label')}
            name="email"
            type="email"
            autoComplete="email"
            autoFocus
            value={email}
            onChange={onEmailChange}
            errorMessage={emailError ? t(emailError === 'required' ? 'email.required' : 'email.invalid') : undefined}
          />
          <div className={actions}>
            <Button type="submit" fullWidth isPending={pending}>
              {t('email.submit')}
            </Button>
            <Link href="/login">{t('backToLogin')}</Link>
          </div>
        </Form>
        <div role="alert" className={alert}>
          {errorText}
        </div>
      </Card>
    </CenteredPage>
  );
}
