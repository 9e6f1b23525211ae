import { lazy, Suspense, useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import type { LoginError } from '@console/machines/loginMachine';
import { validateLoginCode, validateLoginCredentials } from '@console/machines/rules/loginValidation';
import { useSession } from '../../../data/index.ts';
import { useLoginMachine } from '../../../data/loginActors.ts';
import { withEnglishLocaleQuery } from './localeQuery.ts';
import { setLoginNotice, useLoginNotice } from './loginNotice.ts';
import { LoginView, type LoginField, type LoginFieldErrors } from './LoginView.tsx';
import type { SocialConfig } from '../Social/SocialButtons.tsx';

// The social buttons load after the form (their own small chunk): the form is what /login's budget is for.
const SocialButtons = lazy(() => import('../Social/SocialButtons.tsx').then((m) => ({ default: m.SocialButtons })));

const EMPTY_VALUES: Record<LoginField, string> = { email: '', password: '', code: '' };

function useErrorText(error: LoginError | null): string | null {
  const { t } = useTranslation('login');
  if (error === null) return null;
  // spec §8: 404 and 400 show the server's text; a network failure the catalogue's; anything else a generic text.
  if (error.kind === 'server') return error.text;
  if (error.kind === 'network') return t('error.network');
  // A wait of a minute or more reads in minutes, rounded up ("15 min", not "892 s").
  if (error.kind === 'wait' && error.seconds >= 60) return t('error.waitMinutes', { minutes: Math.ceil(error.seconds / 60) });
  if (error.kind === 'wait') return t('error.wait', { seconds: error.seconds });
  return t('error.unknown');
}

// /login (spec §2.1, §4 Login, §5, §8): the login machine with the real client, validation from the machines' rules.
export interface LoginScreenProps {
  /** config.json `social`: the providers whose sign-in buttons show (spec §2.1); none without it. */
  social?: SocialConfig;
}

export function LoginScreen({ social }: LoginScreenProps = {}) {
  const { isSignedIn } = useSession();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [redirect] = useState(() => new URLSearchParams(search).get('redirect'));
  const machine = useLoginMachine();
  const [state, send] = useMachine(machine, { input: { redirect } });
  const [values, setValues] = useState(EMPTY_VALUES);
  // spec §5: validation runs on submit, then on every change.
  const [validated, setValidated] = useState({ credentials: false, code: false });
  const notice = useLoginNotice();

  const mode = state.hasTag('code') ? 'code' : 'credentials';
  const pending = state.hasTag('busy');
  const leaving = state.status === 'done' || (isSignedIn && !pending);

  // spec §2.1: with an English browser the query locale=en is added (not when the screen redirects away).
  useEffect(() => {
    if (leaving) return;
    const next = withEnglishLocaleQuery(search, navigator.languages);
    if (next !== null) navigate(`${location}?${next}`, { replace: true });
  }, [leaving, search, location, navigate]);
  const serverError = useErrorText(state.context.error);

  if (state.status === 'done') {
    const target = state.output?.redirectTo ?? state.context.redirectTo ?? '/';
    return <Redirect key={target} to={target} replace />;
  }
  // spec §2.1: an already-authenticated user is sent to the root (not while this form is signing in).
  if (isSignedIn && !pending) return <Redirect key="/" to="/" replace />;

  const fieldErrors: LoginFieldErrors =
    mode === 'credentials'
      ? validated.credentials
        ? validateLoginCredentials({ email: values.email, password: values.password })
        : {}
      : validated.code
        ? validateLoginCode(values.code)
        : {};

  return (
    <LoginView
      mode={mode}
      values={values}
      fieldErrors={fieldErrors}
      pending={pending}
      serverError={serverError}
      notice={notice ?? undefined}
      social={
        social ? (
          <Suspense fallback={null}>
            <SocialButtons social={social} redirect={redirect} />
          </Suspense>
        ) : undefined
      }
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      onSubmit={() => {
        setValidated((current) => ({ ...current, [mode]: true }));
        // The notice said why the last session ended; a new attempt makes it old news.
        setLoginNotice(null);
        // spec §5: email and code inputs are trimmed (the machine trims too; its guard re-validates).
        if (mode === 'credentials')
          send({ type: 'credentials.submit', username: values.email.trim(), password: values.password });
        else send({ type: 'code.submit', code: values.code.trim() });
      }}
      onBack={() => {
        setValues((current) => ({ ...current, code: '' }));
        setValidated((current) => ({ ...current, code: false }));
        send({ type: 'code.back' });
      }}
    />
  );
}
