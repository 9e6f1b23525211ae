import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { Redirect, useRoute, useSearch } from 'wouter';
import { validateSignup, type FlowError, type SignupErrors, type SignupValues } from '@console/machines/rules/signup';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { PasswordField } from '../../../components/PasswordField/PasswordField.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { useSignupMachine } from '../../../data/signup.ts';
import { CenteredPage } from '../../layout/CenteredPage.tsx';
import { heading } from '../../layout/CenteredPage.css.ts';
import { noCaptcha, type Captcha } from '../captcha.ts';
import { SocialButtons, type SocialConfig } from '../Social/SocialButtons.tsx';
import { alert, badge, consentError, form, links, muted, status, success, text } from '../publicForm.css.ts';

const EMPTY: SignupValues = { company: '', name: '', email: '', password: '', promocode: '', consent: false };

const ERROR_KEYS = {
  company: { required: 'validation.companyRequired' },
  name: { required: 'validation.nameRequired' },
  email: { required: 'validation.emailInvalid', invalid: 'validation.emailInvalid' },
  password: { required: 'validation.passwordRequired', tooShort: 'validation.passwordTooShort', weak: 'validation.passwordWeak' },
  consent: { required: 'validation.consentRequired' },
} as const;

function focusFirstInvalid(formElement: HTMLFormElement) {
  setTimeout(() => formElement.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus(), 0);
}

const tariffOf = (value: string | null): number | undefined => {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : undefined;
};

export interface SignupScreenProps {
  /** spec §2.1 "an invisible captcha": none by default (the console passes reCAPTCHA when configured). */
  captcha?: Captcha;
  /** config.json `social`: the providers whose sign-up buttons show (spec §2.1); none without it. */
  social?: SocialConfig;
}

// /signup and /signup/{hash} (spec §2.1, §4 Signup, §5, §7, §8, §9).
export function SignupScreen({ captcha = noCaptcha, social }: SignupScreenProps) {
  const { t, i18n } = useTranslation('signup', { keyPrefix: 'signup' });
  const [isInvitation, params] = useRoute<{ hash: string }>('/signup/:hash');
  const hash = isInvitation ? params.hash : null;
  const search = useSearch();
  const [query] = useState(() => new URLSearchParams(search));
  const locale = i18n.language === 'en' ? 'en' : 'ru';
  // spec §2.1, §5: the consent checkbox in the Russian locale.
  const consentRequired = locale === 'ru';
  const machine = useSignupMachine(locale, tariffOf(query.get('tariff_id')));
  const [state, send] = useMachine(machine, { input: { hash, consentRequired } });
  // spec §2.1: the code query fills the promo code.
  const [values, setValues] = useState<SignupValues>(() => ({ ...EMPTY, promocode: query.get('code')?.trim() ?? '' }));
  const [validated, setValidated] = useState(false);
  const resets = useRef(0);

  // spec §8: error_type 'captcha' resets the captcha.
  useEffect(() => {
    if (state.context.captchaResets !== resets.current) {
      resets.current = state.context.captchaResets;
      captcha.reset();
    }
  }, [state.context.captchaResets, captcha]);

  if (state.status === 'done') {
    const target = state.output?.redirectTo ?? '/';
    return <Redirect key={target} to={target} replace />;
  }

  const invitedEmail = state.context.invitedEmail;
  const title = hash !== null ? t('invitationTitle') : t('title');

  if (state.hasTag('loading') && hash !== null) {
    return (
      <CenteredPage busy>
        <Card as="section" padding="lg" raised aria-labelledby="signup-title">
          <h1 id="signup-title" className={heading}>
            {title}
          </h1>
          <p className={status}>
            <Spinner size="sm" label={t('loading')} />
            <span>{t('loading')}</span>
          </p>
        </Card>
      </CenteredPage>
    );
  }

  if (state.hasTag('confirmation')) {
    return (
      <SignupConfirmation invitation={hash !== null} message={state.context.message} signingIn={state.context.token !== null} />
    );
  }

  const effective: SignupValues = invitedEmail !== null ? { ...values, email: invitedEmail } : values;
  const errors: SignupErrors = validated ? validateSignup(effective, { invitation: hash !== null, consentRequired }) : {};
  const errorText = (field: keyof SignupErrors) => {
    const rule = errors[field];
    return rule ? t((ERROR_KEYS[field] as Record<string, string>)[rule] ?? '') : undefined;
  };
  const pending = state.hasTag('busy');
  const set = (field: keyof SignupValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setValidated(true);
    const formElement = event.currentTarget;
    focusFirstInvalid(formElement);
    if (Object.keys(validateSignup(effective, { invitation: hash !== null, consentRequired })).length > 0) return;
    const captchaToken = await captcha.execute();
    send({ type: 'submit', values: effective, ...(captchaToken ? { captchaToken } : {}) });
  };

  return (
    <CenteredPage>
      <Card as="section" padding="lg" raised aria-labelledby="signup-title">
        <h1 id="signup-title" className={heading}>
          {title}
        </h1>
        <p className={badge}>{t('trial')}</p>
        <Form className={form} validationBehavior="aria" onSubmit={(event) => void submit(event)}>
          {hash === null ? (
            <TextField
              label={t('company.label')}
              name="company"
              autoComplete="organization"
              value={values.company}
              onChange={set('company')}
              errorMessage={errorText('company')}
            />
          ) : null}
          <TextField
            label={t('name.label')}
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={set('name')}
            errorMessage={errorText('name')}
          />
          <TextField
            label={t('email.label')}
            name="email"
            type="email"
            autoComplete="email"
            value={effective.email}
            onChange={set('email')}
            // spec §2.1: the invited address is prefilled and locked.
            isReadOnly={invitedEmail !== null}
            description={invitedEmail !== null ? t('email.locked') : undefined}
            errorMessage={errorText('email')}
          />
          <PasswordField
            label={t('password.label')}
            name="new-password"
            autoComplete="new-password"
            description={t('password.description')}
            value={values.password}
            onChange={set('password')}
            errorMessage={errorText('password')}
          />
          {hash === null ? (
            <TextField label={t('promocode.label')} name="promocode" value={values.promocode} onChange={set('promocode')} />
          ) : null}
          {consentRequired ? (
            <div>
              <Checkbox isSelected={values.consent} onChange={(consent) => setValues((current) => ({ ...current, consent }))}>
                {t('consent')}
              </Checkbox>
              {errors.consent ? <p className={consentError}>{errorText('consent')}</p> : null}
            </div>
          ) : null}
          <p className={muted}>
            {t('legal.intro')}{' '}
            <Link href={t('legal.termsUrl')} target="_blank" rel="noopener noreferrer">
              {t('legal.terms')}
            </Link>{' '}
            {t('legal.and')}{' '}
            <Link href={t('legal.privacyUrl')} target="_blank" rel="noopener noreferrer">
              {t('legal.privacy')}
            </Link>
            .
          </p>
          <Button type="submit" fullWidth isPending={pending}>
            {t('submit')}
          </Button>
        </Form>
        <SignupError error={state.context.error} onDismiss={() => send({ type: 'error.dismiss' })} />
        {/* spec §2.1: social sign-up under the form, keeping the promo code; not for an invitation (its address is fixed). */}
        {social && !hash ? <SocialButtons social={social} promocode={values.promocode.trim() || null} /> : null}
        <p className={links}>
          <span>
            {t('haveAccount')} <Link href="/login">{t('signIn')}</Link>
          </span>
        </p>
      </Card>
    </CenteredPage>
  );
}

function SignupError({ error, onDismiss }: { error: FlowError | null; onDismiss: () => void }) {
  const { t } = useTranslation('signup', { keyPrefix: 'signup' });
  return (
    <div role="alert" className={alert}>
      {error ? (
        <>
          <span>{error.kind === 'server' ? error.text : t('error.failed')}</span>
          <Button variant="ghost" onPress={onDismiss}>
            {t('error.dismiss')}
          </Button>
        </>
      ) : null}
    </div>
  );
}

function SignupConfirmation({ invitation, message, signingIn }: { invitation: boolean; message: string; signingIn: boolean }) {
  const { t } = useTranslation('signup', { keyPrefix: 'signup' });
  return (
    <CenteredPage busy={signingIn}>
      <Card as="section" padding="lg" raised aria-labelledby="signup-done-title">
        <h1 id="signup-done-title" className={heading}>
          {invitation ? t('confirmation.invitationTitle') : t('confirmation.title')}
        </h1>
        <p role="status" className={success}>
          {message}
        </p>
        {signingIn ? (
          <p className={status}>
            <Spinner size="sm" label={t('confirmation.signingIn')} />
            <span className={text}>{t('confirmation.signingIn')}</span>
          </p>
        ) : (
          <Link href="/login" variant="standalone">
            {t('confirmation.toLogin')}
          </Link>
        )}
      </Card>
    </CenteredPage>
  );
}
