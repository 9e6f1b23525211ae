// /login/{provider} (spec §2.1, §7, §8): linking when signed in, sign-in or sign-up by the provider's code when not,
// the email entry when the provider reports no email, errors shown 5 s and then back to login.
import { assign, fromPromise, setup } from 'xstate';
import type { SocialLoginsResponse, SocialProvider, StoredToken, TokenResponse } from '@console/api/contract';
import { isEmailFieldValid } from './rules/emailField.ts';
import { LOGIN_PATH, parseSocialState, PROFILE_PATH, SOCIAL_ERROR_MS, type SocialCallback } from './rules/socialLogin.ts';
import { STATS_LIST_PATH } from './rules/redirect.ts';
import { noEmailTokenOf, toSocialError, type SocialError } from './rules/socialError.ts';

export type { SocialError } from './rules/socialError.ts';

export interface SocialLoginInput {
  provider: SocialProvider;
  callback: SocialCallback;
  /** The state query as the provider returned it. */
  state: string | null;
  /** The console's /login/{provider} address the code was issued for. */
  redirectUri: string;
  signedIn: boolean;
  /** This browser started a linking from the profile (a code arriving otherwise is not linked: no linking by link). */
  linkStarted: boolean;
  locale?: 'ru' | 'en';
  promocode?: string | null;
  now?: () => number;
}

export interface SocialRequest {
  provider: SocialProvider;
  code: string;
  redirectUri: string;
  state?: string;
  locale?: 'ru' | 'en';
  promocode?: string;
}
export interface SocialEmailRequest extends Omit<SocialRequest, 'code' | 'redirectUri'> {
  accessToken: string;
  email: string;
}

export interface SocialLoginContext {
  input: SocialLoginInput;
  accessToken: string | null;
  email: string;
  error: SocialError | null;
  redirectTo: string | null;
  now: () => number;
}

export type SocialLoginEvent = { type: 'email.submit'; email: string };
export type SocialLoginTag = 'busy' | 'email' | 'error' | 'success';

const requestOf = (input: SocialLoginInput): SocialRequest => ({
  provider: input.provider,
  code: input.callback.kind === 'code' ? input.callback.code : '',
  redirectUri: input.redirectUri,
  ...(input.state ? { state: input.state } : {}),
  ...(input.locale ? { locale: input.locale } : {}),
  ...(input.promocode ? { promocode: input.promocode } : {}),
});
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const tokenParams = ({ context, event }: { context: SocialLoginContext; event: { output: TokenResponse } }) => ({
  token: { ...event.output, expires_at: context.now() + event.output.expires_in * 1000 },
});

export const socialLoginMachine = setup({
  types: {
    context: {} as SocialLoginContext,
    events: {} as SocialLoginEvent,
    input: {} as SocialLoginInput,
    output: {} as { redirectTo: string },
    tags: {} as SocialLoginTag,
  },
  actors: {
    // POST v1/signup/provider with the code (spec §7); provided by the console and the tests.
    signupByCode: fromPromise<TokenResponse, SocialRequest>(async () => {
      throw new Error('signupByCode not provided');
    }),
    // POST v1/signup/provider with the no_email access_token and the address.
    signupByEmail: fromPromise<TokenResponse, SocialEmailRequest>(async () => {
      throw new Error('signupByEmail not provided');
    }),
    // POST v1/me/social (spec §7).
    linkSocial: fromPromise<SocialLoginsResponse, SocialRequest>(async () => {
      throw new Error('linkSocial not provided');
    }),
  },
  guards: {
    isDenied: ({ context }) => context.input.callback.kind === 'denied',
    isFailed: ({ context }) => context.input.callback.kind === 'failed',
    isLinking: ({ context }) => context.input.signedIn && context.input.linkStarted,
    isSignedIn: ({ context }) => context.input.signedIn,
    isNoEmail: (_, params: { error: unknown }) => noEmailTokenOf(params.error) !== null,
    // spec §5: required and an address pattern, as the email dialog checks it.
    isEmailValid: (_, params: { email: string }) => isEmailFieldValid(params.email),
  },
  actions: {
    // Writes the id_token storage entry (spec §3); provided by the console.
    storeToken: (_, _params: { token: StoredToken }) => {
      throw new Error('storeToken not provided');
    },
    assignCallbackError: assign(({ context }) => ({
      error:
        context.input.callback.kind === 'denied'
          ? ({ kind: 'denied' } as const)
          : context.input.callback.kind === 'failed' && context.input.callback.text
            ? ({ kind: 'server', text: context.input.callback.text } as const)
            : ({ kind: 'generic' } as const),
    })),
    assignGenericError: assign({ error: { kind: 'generic' } as SocialError }),
    assignError: assign((_, params: { error: unknown }) => ({ error: toSocialError(params.error) })),
    assignAccessToken: assign((_, params: { error: unknown }) => ({ accessToken: noEmailTokenOf(params.error), error: null })),
    assignEmail: assign((_, params: { email: string }) => ({ email: params.email.trim(), error: null })),
    // spec §2.1: state 'redirect:<path>' (same-origin relative only), otherwise the statistics list.
    assignSignedInTarget: assign(({ context }) => ({
      redirectTo: parseSocialState(context.input.state).redirect ?? STATS_LIST_PATH,
    })),
    assignProfileTarget: assign({ redirectTo: PROFILE_PATH }),
    assignLoginTarget: assign({ redirectTo: LOGIN_PATH }),
  },
  delays: { decide: 0, errorShown: SOCIAL_ERROR_MS },
}).createMachine({
  id: 'socialLogin',
  context: ({ input }) => ({ input, accessToken: null, email: '', error: null, redirectTo: null, now: input.now ?? Date.now }),
  initial: 'routing',
  states: {
    // Decided on the next tick (an observable state, unlike an eventless one): what came back from the provider.
    routing: {
      tags: 'busy',
      after: {
        decide: [
          { guard: 'isDenied', target: 'failed', actions: 'assignCallbackError' },
          { guard: 'isFailed', target: 'failed', actions: 'assignCallbackError' },
          { guard: 'isLinking', target: 'linking' },
          // A code for a signed-in user that no linking of this browser asked for: refused.
          { guard: 'isSignedIn', target: 'failed', actions: 'assignGenericError' },
          { target: 'signingIn' },
        ],
      },
    },
    linking: {
      tags: 'busy',
      invoke: {
        src: 'linkSocial',
        input: ({ context }) => requestOf(context.input),
        onDone: { target: 'done', actions: 'assignProfileTarget' },
        onError: { target: 'failed', actions: { type: 'assignError', params: errorParams } },
      },
    },
    signingIn: {
      tags: 'busy',
      invoke: {
        src: 'signupByCode',
        input: ({ context }) => requestOf(context.input),
        onDone: { target: 'done', actions: [{ type: 'storeToken', params: tokenParams }, 'assignSignedInTarget'] },
        onError: [
          // spec §7: error_type no_email carries an access_token: the email entry form.
          {
            guard: { type: 'isNoEmail', params: errorParams },
            target: 'emailEntry',
            actions: { type: 'assignAccessToken', params: errorParams },
          },
          { target: 'failed', actions: { type: 'assignError', params: errorParams } },
        ],
      },
    },
    emailEntry: {
      tags: 'email',
      on: {
        'email.submit': {
          guard: { type: 'isEmailValid', params: ({ event }) => ({ email: event.email.trim() }) },
          target: 'submittingEmail',
          actions: { type: 'assignEmail', params: ({ event }) => ({ email: event.email }) },
        },
      },
    },
    submittingEmail: {
      tags: ['email', 'busy'],
      invoke: {
        src: 'signupByEmail',
        input: ({ context }) => {
          const { code: _code, redirectUri: _redirectUri, ...rest } = requestOf(context.input);
          return { ...rest, accessToken: context.accessToken ?? '', email: context.email };
        },
        onDone: { target: 'done', actions: [{ type: 'storeToken', params: tokenParams }, 'assignSignedInTarget'] },
        // The address is refused (taken, expired sign-up): its text under the field; the person may try another.
        onError: { target: 'emailEntry', actions: { type: 'assignError', params: errorParams } },
      },
    },
    failed: {
      tags: 'error',
      after: { errorShown: { target: 'leaving', actions: 'assignLoginTarget' } },
    },
    leaving: { type: 'final', tags: 'error' },
    done: { type: 'final', tags: 'success' },
  },
  output: ({ context }) => ({ redirectTo: context.redirectTo ?? LOGIN_PATH }),
});
