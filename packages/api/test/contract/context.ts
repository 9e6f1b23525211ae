import { expect } from 'vitest';
import {
  ApiError,
  createClient,
  toStoredToken,
  type ApiClient,
  type ClientEvent,
  type ClientLocale,
} from '../../src/client/index.ts';
import type { TokenResponse } from '../../src/contract/auth.ts';
import type { SocialProvider } from '../../src/contract/profile.ts';
import { DEMO_PASSWORD } from '../../src/mocks/fixtures.ts';
import { memorySession, type MemorySession } from '../memorySession.ts';

export interface ContractTarget {
  /** Base URLs ending with '/'. */
  apiHosts: string[];
  fetch?: typeof fetch;
  /** The console's client credentials for this target (config.json's clientId and clientSecret). */
  clientId?: string;
  clientSecret?: string;
  /** The current one-time code of otp@demo.local (MSW: '123456'; live: TOTP of the seed's secret). Called once. */
  otpCode(): string | Promise<string>;
  /** The current code of a secret the server just made (two-factor set-up): MSW '123456', live the TOTP. */
  totp(secret: string): string | Promise<string>;
  /**
   * A provider's one-use code for redirectUri (spec §2.1 /login/{provider}), from the sandbox provider's page; only the
   * live server has one (the stories replay social sign-in's recording). linkedTo: the seeded identity linked to that
   * demo user; otherwise a new identity with this email.
   */
  socialCode?(provider: SocialProvider, identity: { linkedTo: string } | { email: string | null }): Promise<SocialCode>;
  /** The /oauth demo client's credentials and registered redirect_uri (the seed's; live only, as socialCode). */
  oauthClient?: { id: string; secret: string; redirectUri: string };
  /** True where v1/chats computes its rules: the reference server (the mocks replay its recordings). */
  chats?: boolean;
  /** True for the reference server: the rules the MSW handlers replay from its recordings are tested there only. */
  live?: boolean;
  teardown(): Promise<void>;
}

export interface SocialCode {
  code: string;
  redirectUri: string;
}

export interface Session {
  client: ApiClient;
  store: MemorySession;
  locale: ClientLocale;
  events: ClientEvent[];
}

export interface ContractContext {
  target(): ContractTarget;
  session(locale?: ClientLocale): Session;
  signIn(s: Session, username: string, code?: string): Promise<TokenResponse>;
  signedIn(username: string, locale?: ClientLocale): Promise<Session>;
}

export function contractContext(target: () => ContractTarget): ContractContext {
  const session = (locale: ClientLocale = 'ru'): Session => {
    const s: Session = { store: memorySession(), locale, events: [], client: undefined as unknown as ApiClient };
    s.client = createClient({
      apiHosts: target().apiHosts,
      clientId: target().clientId ?? 'console',
      clientSecret: target().clientSecret ?? 'console-secret',
      session: s.store,
      getLocale: () => s.locale,
      ...(target().fetch ? { fetch: target().fetch } : {}),
    });
    s.client.subscribe((event) => s.events.push(event));
    return s;
  };
  const signIn = async (s: Session, username: string, code?: string) => {
    const token = await s.client.auth.passwordGrant({ username, password: DEMO_PASSWORD, ...(code ? { code } : {}) });
    s.store.set(toStoredToken(token, Date.now()));
    return token;
  };
  const signedIn = async (username: string, locale: ClientLocale = 'ru') => {
    const s = session(locale);
    await signIn(s, username);
    return s;
  };
  return { target, session, signIn, signedIn };
}

/** The ApiError a call rejects with; a refusal is always a parsed http answer, never a malformed or a lost one. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${error === null ? 'success' : String(error)}`);
  expect(error.kind).toBe('http');
  return error;
}
