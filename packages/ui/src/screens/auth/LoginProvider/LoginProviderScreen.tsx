import { SOCIAL_ERROR_MS } from '@console/spec';
import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@console/api/contract';
import type { SocialLoginInput } from '@console/machines/socialLoginMachine';
import { validateEmailField } from '@console/machines/rules/emailField';
import { parseSocialState, readSocialCallback, socialRedirectUri } from '@console/machines/rules/socialLogin';
import { useSession } from '../../../data/index.ts';
import { useSocialLoginMachine } from '../../../data/socialActors.ts';
import { clearLinkIntent, hasLinkIntent } from '../Social/linkIntent.ts';
import { LoginProviderView } from './LoginProviderView.tsx';

const isProvider = (value: string | undefined): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value ?? '');

// What the provider sent back, read once when the screen opens (the URL may change under it: locale=en).
function useCallbackInput(signedIn: boolean, language: string): SocialLoginInput {
  const params = useParams<{ provider: string }>();
  const search = useSearch();
  const [input] = useState<SocialLoginInput>(() => {
    const query = new URLSearchParams(search);
    const known = isProvider(params.provider);
    const provider: SocialProvider = known ? (params.provider as SocialProvider) : 'vk';
    const promocode = query.get('promocode');
    const state = query.get('state');
    return {
      provider,
      // An unknown provider in the path: the generic error, then back to login.
      callback: known ? readSocialCallback(query) : { kind: 'failed', text: null },
      state,
      redirectUri: socialRedirectUri(window.location.origin, provider, promocode),
      signedIn,
      linkStarted: known && signedIn && hasLinkIntent(provider),
      locale: parseSocialState(state).locale ?? (language.startsWith('en') ? 'en' : 'ru'),
      promocode,
    };
  });
  return input;
}

export interface LoginProviderScreenProps {
  /** How long an error stays before the way back to login (spec §8: 5 s); stories hold it for their screenshots. */
  errorShownMs?: number;
}

// /login/{provider} (spec §2.1, §7, §8): the social sign-in machine with the real client.
export function LoginProviderScreen({ errorShownMs = SOCIAL_ERROR_MS }: LoginProviderScreenProps) {
  const { isSignedIn } = useSession();
  const { i18n } = useTranslation();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const input = useCallbackInput(isSignedIn, i18n.language);
  const machine = useSocialLoginMachine(errorShownMs);
  const [state, send] = useMachine(machine, { input });
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);

  // The linking mark is used by this visit only.
  useEffect(() => clearLinkIntent(), []);
  // spec §2.1: a state 'locale:en' selects English (through the query, so the choice is kept like any ?locale=).
  const wantsEnglish = parseSocialState(input.state).locale === 'en';
  useEffect(() => {
    const query = new URLSearchParams(search);
    if (!wantsEnglish || query.get('locale') === 'en') return;
    query.set('locale', 'en');
    navigate(`${location}?${query.toString()}`, { replace: true });
  }, [wantsEnglish, search, location, navigate]);

  if (state.status === 'done' && state.output) {
    const target = state.output.redirectTo;
    return <Redirect key={target} to={target} replace />;
  }
  const phase = state.hasTag('email') ? 'email' : state.hasTag('error') ? 'error' : 'busy';
  return (
    <LoginProviderView
      provider={input.provider}
      phase={phase}
      linking={input.linkStarted}
      error={state.context.error}
      email={email}
      emailError={submitted ? validateEmailField(email) : null}
      pending={state.hasTag('busy')}
      onEmailChange={setEmail}
      onEmailSubmit={() => {
        setSubmitted(true);
        // spec §5: the email input is trimmed (the machine trims too and re-validates).
        send({ type: 'email.submit', email: email.trim() });
      }}
    />
  );
}
