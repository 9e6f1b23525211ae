// The signed-out flows (docs/mocks.md): sign-up, the invitation, password reset, email confirmation (spec §2.1, §7),
// social sign-in (spec §2.1 /login/{provider}) and the /oauth grant (spec §2.2). The links and codes come from the
// recording server's counted one-use codes (testSeed.ts), read back from the sandbox outbox or the sandbox provider's
// redirect, so a story replays the URL its recording holds. Last in the order: the resets and the e-mail changes end
// sessions and change addresses that no later script reads (the resets after the two-factor user's e-mail changes).
import { RECORDING_USERS } from '@console/api/contract';
import { DEMO_INVITATION } from '../../seed/signup.ts';
import { DEMO_OAUTH_CLIENT } from '../../seed/social.ts';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '../../seed.ts';
import { read, write, type EarlierAnswers, type RecordingScript, type ScriptActor, type ScriptStep } from './script.ts';

// The console's own client: the server knows no other (a story's client credentials do not choose the answer).
const CLIENT = { client_id: DEFAULT_CLIENT_ID, client_secret: DEFAULT_CLIENT_SECRET };
// The console's address as the recording server sees itself (app.inject's Host, its second port: the first, 80, drops
// out of a URL's origin); a story's page has its own origin, which the replay does not compare.
const CONSOLE = 'http://localhost:81';
const PASSWORD = 'pass-word-1';

/** The access token a named step's answer gave (a token response, or a `token` inside a sign-up's answer). */
const accessTokenOf = (earlier: EarlierAnswers, step: string): string => {
  const answer = earlier.get(step) as { access_token?: string; token?: { access_token?: string } } | undefined;
  const token = answer?.access_token ?? answer?.token?.access_token;
  if (typeof token !== 'string') throw new Error(`the script's step ${step} answered no token`);
  return token;
};

/** The hash of the newest link to `path` in a named read of the sandbox outbox (sent to `to`, when given). */
const mailedHash = (earlier: EarlierAnswers, step: string, path: string, to?: string): string => {
  const items = (earlier.get(step) as { items?: Array<{ to: string; link: string | null }> } | undefined)?.items ?? [];
  const hash = items
    .find((item) => item.link?.includes(`/${path}/`) && (to === undefined || item.to === to))
    ?.link?.split(`/${path}/`)[1];
  if (!hash) throw new Error(`the script's step ${step} found no /${path}/ link`);
  return hash;
};

/** A read as the user whose token a named step's answer gave (recorded as 'anonymous': the asker had no session). */
const readWithTokenOf = (step: string, url: string, language?: 'en'): ScriptStep => ({
  ...read('anonymous', url, language),
  bearerFrom: (earlier) => accessTokenOf(earlier, step),
});

/** The sandbox outbox of a test-seed user or of the user a named step signed in. */
const outbox = (name: string, of: ScriptActor | { step: string }): ScriptStep => ({
  ...(typeof of === 'string' ? read(of, '/v1/sandbox/outbox') : readWithTokenOf(of.step, '/v1/sandbox/outbox')),
  name,
});

const signup = (fields: Record<string, unknown>, language: 'ru' | 'en' = 'ru'): ScriptStep => ({
  ...write('anonymous', 'POST', '/v1/signup', {
    name: 'Ann',
    password: PASSWORD,
    locale: language,
    company: 'Acme',
    ...fields,
    ...CLIENT,
  }),
  ...(language === 'en' ? { language } : {}),
});

const inLanguage = (step: ScriptStep, language: 'ru' | 'en'): ScriptStep => (language === 'en' ? { ...step, language } : step);

// The sandbox provider's Allow (its form posted, social/sandbox.ts): a one-use code in the redirect to the console.
const allow = (name: string, provider: string, account: string, email: string | null, callbackQuery = ''): ScriptStep => ({
  ...write('anonymous', 'POST', `/sandbox/social/${provider}/authorize`, {
    action: 'allow',
    redirect_uri: `${CONSOLE}/login/${provider}${callbackQuery}`,
    scope: 'email',
    account,
    name: `Sandbox ${account}`,
    ...(email === null ? { no_email: '1' } : { email }),
  }),
  name,
});

/** The code of a named sandbox Allow's redirect. */
const codeOf = (earlier: EarlierAnswers, step: string): string => {
  const location = (earlier.get(step) as { location?: string } | undefined)?.location;
  const code = location ? new URL(location).searchParams.get('code') : null;
  if (!code) throw new Error(`the script's step ${step} redirected with no code`);
  return code;
};

/** POST v1/signup/provider as /login/{provider} sends it, with the code of a named Allow. */
const byCode = (
  allowStep: string,
  provider: string,
  extra: { state?: string; promocode?: string },
  language: 'ru' | 'en' = 'ru',
  name?: string,
): ScriptStep => ({
  ...inLanguage(write('anonymous', 'POST', '/v1/signup/provider'), language),
  bodyFrom: (earlier) => ({
    ...CLIENT,
    provider,
    code: codeOf(earlier, allowStep),
    redirect_uri: `${CONSOLE}/login/${provider}${extra.promocode ? `?promocode=${extra.promocode}` : ''}`,
    ...(extra.state ? { state: extra.state } : {}),
    locale: language,
    ...(extra.promocode ? { promocode: extra.promocode } : {}),
  }),
  ...(name ? { name } : {}),
});

const byEmail = (pendingStep: string, email: string, promocode?: string): ScriptStep => ({
  ...write('anonymous', 'POST', '/v1/signup/provider'),
  bodyFrom: (earlier) => ({
    ...CLIENT,
    provider: 'vk',
    access_token: (earlier.get(pendingStep) as { access_token: string }).access_token,
    email,
    locale: 'ru',
    ...(promocode ? { promocode } : {}),
  }),
});

const link = (as: ScriptActor, allowStep: string, provider: string, state?: string): ScriptStep => ({
  ...write(as, 'POST', '/v1/me/social'),
  bodyFrom: (earlier) => ({
    provider,
    code: codeOf(earlier, allowStep),
    redirect_uri: `${CONSOLE}/login/${provider}`,
    ...(state ? { state } : {}),
  }),
});

const OAUTH_QUERY = (clientId: string) =>
  new URLSearchParams({
    client_id: clientId,
    redirect_uri: DEMO_OAUTH_CLIENT.redirectUri,
    response_type: 'code',
    state: 'xyz',
  }).toString();

export const PUBLIC_FLOW_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'signup',
    about:
      'spec §2.1, §7 sign-up: a new space (one company) signed in; an address taken; the tariff and promo code of the query; the invitation: its address, the sign-up into its space, a used link (409)',
    steps: [
      { ...signup({ email: 'new@example.com' }), name: 'signUp' },
      readWithTokenOf('signUp', '/v1/companies'),
      signup({ email: RECORDING_USERS.administrator }),
      signup({ email: 'tariff@example.com', promocode: 'WELCOME10', tariff_id: 2 }),
      read('anonymous', `/v1/signup/${DEMO_INVITATION.token}`),
      {
        ...write('anonymous', 'POST', `/v1/signup/${DEMO_INVITATION.token}`, {
          name: 'Ivan',
          email: DEMO_INVITATION.email,
          password: PASSWORD,
          locale: 'ru',
          ...CLIENT,
        }),
        name: 'invited',
      },
      readWithTokenOf('invited', '/v1/companies'),
      read('anonymous', '/v1/signup/used-invitation'),
    ],
  },
  {
    name: 'confirmEmail',
    about:
      'spec §2.1 /confirm_email/{hash}: a new account confirms and is signed in (no accounts, one company); with two-factor only the message; an unknown link (400); each in both languages',
    steps: [
      // A link per language: each works once.
      ...(['ru', 'en'] as const).flatMap((language) => [
        { ...signup({ email: `confirm.${language}@example.com` }, language), name: `signUp ${language}` },
        outbox(`new mail ${language}`, { step: `signUp ${language}` }),
        {
          ...inLanguage(write('anonymous', 'POST', '/v1/confirm_email'), language),
          bodyFrom: (e: EarlierAnswers) => ({ hash: mailedHash(e, `new mail ${language}`, 'confirm_email'), ...CLIENT }),
          name: `confirmed ${language}`,
        },
        readWithTokenOf(`confirmed ${language}`, '/v1/objects', language === 'en' ? language : undefined),
      ]),
      // spec §7: a link is not a second factor, so the two-factor user gets the message only; a link per language.
      ...(['ru', 'en'] as const).flatMap((language) => [
        write('otp', 'PUT', '/v1/me/email', { email: `otp.${language}@demo.local` }),
        outbox(`otp mail ${language}`, 'otp'),
        {
          ...inLanguage(write('anonymous', 'POST', '/v1/confirm_email'), language),
          // The new address's link, not the notice to the old one (which would cancel the change).
          bodyFrom: (e: EarlierAnswers) => ({
            hash: mailedHash(e, `otp mail ${language}`, 'confirm_email', `otp.${language}@demo.local`),
            ...CLIENT,
          }),
        },
      ]),
      ...(['ru', 'en'] as const).map((language) =>
        inLanguage(write('anonymous', 'POST', '/v1/confirm_email', { hash: 'unknown-link', ...CLIENT }), language),
      ),
      // Back to the address the password reset asks for: it signs in once its link is opened.
      write('otp', 'PUT', '/v1/me/email', { email: RECORDING_USERS.otp }),
      outbox('otp mail back', 'otp'),
      {
        ...write('anonymous', 'POST', '/v1/confirm_email'),
        bodyFrom: (e: EarlierAnswers) => ({
          hash: mailedHash(e, 'otp mail back', 'confirm_email', RECORDING_USERS.otp),
          ...CLIENT,
        }),
      },
    ],
  },
  {
    name: 'passwordReset',
    about:
      'spec §2.1 /reset_password/{hash}: the mailed link checked, the new password signs in; with two-factor no token; an unknown or used link (400)',
    steps: [
      write('anonymous', 'POST', '/v1/recovery', { email: RECORDING_USERS.analyst }),
      outbox('analyst mail', 'analyst'),
      {
        ...write('anonymous', 'POST', '/v1/reset_password/check'),
        bodyFrom: (e) => ({ hash: mailedHash(e, 'analyst mail', 'reset_password') }),
      },
      {
        ...write('anonymous', 'POST', '/v1/reset_password'),
        bodyFrom: (e) => ({
          hash: mailedHash(e, 'analyst mail', 'reset_password'),
          password: 'new-pass-12',
          password_confirm: 'new-pass-12',
          ...CLIENT,
        }),
      },
      write('anonymous', 'POST', '/v1/recovery', { email: RECORDING_USERS.otp }),
      outbox('otp mail', 'otp'),
      {
        ...write('anonymous', 'POST', '/v1/reset_password/check'),
        bodyFrom: (e) => ({ hash: mailedHash(e, 'otp mail', 'reset_password') }),
      },
      {
        ...write('anonymous', 'POST', '/v1/reset_password'),
        bodyFrom: (e) => ({
          hash: mailedHash(e, 'otp mail', 'reset_password'),
          password: 'new-pass-12',
          password_confirm: 'new-pass-12',
          ...CLIENT,
        }),
      },
      ...(['ru', 'en'] as const).map((language) =>
        inLanguage(write('anonymous', 'POST', '/v1/reset_password/check', { hash: 'expired-link' }), language),
      ),
    ],
  },
  {
    name: 'socialSignIn',
    about:
      'spec §2.1, §7, §8 /login/{provider}: a linked identity signs in (with the state of the redirect); no email shared: the address asked, a taken one refused; an unknown code; linking from the profile, an identity of another user refused',
    steps: [
      allow('linked redirect', 'vk', 'vk-demo-5', RECORDING_USERS.administrator),
      byCode('linked redirect', 'vk', { state: 'redirect:/settings/billing' }),
      allow('linked elsewhere', 'vk', 'vk-demo-5', RECORDING_USERS.administrator),
      byCode('linked elsewhere', 'vk', { state: 'redirect://evil.example/' }),
      ...(['ru', 'en'] as const).flatMap((language) => [
        allow(`no email ${language}`, 'vk', `vk-no-email-${language}`, null),
        byCode(`no email ${language}`, 'vk', {}, language),
      ]),
      allow('no email promo', 'vk', 'vk-new-person', null, '?promocode=BONUS30'),
      byCode('no email promo', 'vk', { promocode: 'BONUS30' }, 'ru', 'pending promo'),
      byEmail('pending promo', 'new-person@example.com', 'BONUS30'),
      allow('no email taken', 'vk', 'vk-taken', null),
      byCode('no email taken', 'vk', {}, 'ru', 'pending taken'),
      byEmail('pending taken', RECORDING_USERS.administrator),
      ...(['ru', 'en'] as const).map((language) =>
        inLanguage(
          write('anonymous', 'POST', '/v1/signup/provider', {
            ...CLIENT,
            provider: 'vk',
            code: 'unknown-code',
            redirect_uri: `${CONSOLE}/login/vk`,
            locale: language,
          }),
          language,
        ),
      ),
      allow('admin google', 'google', 'google-admin', 'admin.google@example.com'),
      link('administrator', 'admin google', 'google', 'redirect:/elsewhere'),
      // The identity the no-email sign-up above linked to its new account (the profile script unlinks the seeded ones).
      allow('other user vk', 'vk', 'vk-new-person', null),
      link('administrator', 'other user vk', 'vk'),
    ],
  },
  {
    name: 'oauthGrant',
    about: 'spec §2.2 /oauth: the demo client asks the administrator, who approves (a code) or denies; an unknown client',
    steps: [
      read('administrator', `/v1/oauth2/authorize?${OAUTH_QUERY(DEMO_OAUTH_CLIENT.id)}`),
      read('administrator', `/v1/oauth2/authorize?${OAUTH_QUERY('someone')}`),
      read('administrator', `/v1/oauth2/authorize?${OAUTH_QUERY('someone')}`, 'en'),
      ...(['approve', 'deny'] as const).map((decision) =>
        write('administrator', 'POST', '/v1/oauth2/authorize', {
          client_id: DEMO_OAUTH_CLIENT.id,
          redirect_uri: DEMO_OAUTH_CLIENT.redirectUri,
          response_type: 'code',
          decision,
          state: 'xyz',
        }),
      ),
    ],
  },
];
