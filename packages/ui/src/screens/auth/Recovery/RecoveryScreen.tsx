import { useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { validateEmail, type RecoveryError } from '@console/machines/rules/signup';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { useRecoveryMachine } from '../../../data/signup.ts';
import { CenteredPage } from '../../layout/CenteredPage.tsx';
import { heading } from '../../layout/CenteredPage.css.ts';
import { alert, form, links, muted, success } from '../publicForm.css.ts';

function useErrorText(error: RecoveryError | null): string | null {
  const { t } = useTranslation('signup');
  if (error === null) return null;
  // spec §8: 404 'User not found'; 400 the server's message; otherwise 'Error'.
  if (error.kind === 'userNotFound') return t('recovery.error.userNotFound');
  if (error.kind === 'server') return error.text;
  return t('recovery.error.generic');
}

// /recovery, password-recovery-page (spec §2.1, §5, §7, §8): email, send, back to login, the notice once sent.
export function RecoveryScreen() {
  const { t } = useTranslation('signup');
  const machine = useRecoveryMachine();
  const [state, send] = useMachine(machine);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const errorText = useErrorText(state.context.error);
  const invalid = validateEmail(email);
  const pending = state.hasTag('busy');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || invalid) return;
    send({ type: 'submit', email: email.trim() });
  };

  return (
    <CenteredPage>
      <Card as="section" padding="lg" raised aria-labelledby="recovery-title">
        <h1 id="recovery-title" className={heading}>
          {t('recovery.title')}
        </h1>
        {state.hasTag('sent') ? (
          <p role="status" className={success}>
            {state.context.message}
          </p>
        ) : (
          <>
            <p className={muted}>{t('recovery.description')}</p>
            <Form className={form} validationBehavior="aria" onSubmit={submit}>
              <TextField
                label={t('recovery.email.label')}
                name="email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(value) => {
                  setEmail(value);
                  setTouched(true);
                }}
                errorMessage={
                  touched && invalid
                    ? t(invalid === 'required' ? 'recovery.validation.emailRequired' : 'recovery.validation.emailInvalid')
                    : undefined
                }
              />
              {/* spec §5: the send button is disabled until the address is valid. */}
              <Button type="submit" fullWidth isPending={pending} isDisabled={invalid !== undefined}>
                {t('recovery.submit')}
              </Button>
            </Form>
            <div role="alert" className={alert}>
              {errorText}
            </div>
          </>
        )}
        <p className={links}>
          <Link href="/login">{t('recovery.backToLogin')}</Link>
        </p>
      </Card>
    </CenteredPage>
  );
}
