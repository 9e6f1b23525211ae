// The account-connection popup (spec §2.2 /callback/{provider}, §7, §8): what the callback page reads from the
// provider's answer, and the result it hands to the opener. Pure: the page reads the query and posts the message.
import type { AccountAuthRequest, AccountProvider, TpulseCheckAuthRequest } from '@console/api/contract';

// The api package's value, repeated (machines import api types only); the contract test keeps them equal.
export const COMPANY_STATE_PREFIX = 'company:';

/** spec §7: instagram, slack and vk may add state to their payload. */
const STATE_PROVIDERS: readonly AccountProvider[] = ['instagram', 'slack', 'vk'];

export type CallbackCall =
  | { provider: Exclude<AccountProvider, 'tpulse'>; body: AccountAuthRequest }
  | { provider: 'tpulse'; body: TpulseCheckAuthRequest };

/**
 * Why the callback cannot call the server (spec §8): a missing code ('Отсутствует параметр code', or the
 * provider's own description when it sent one); twitter without oauth_token and oauth_verifier.
 */
export type CallbackProblem = { kind: 'missingCode'; description: string | null } | { kind: 'twitterParams' };

export type CallbackReading = { ok: true; call: CallbackCall } | { ok: false; problem: CallbackProblem };

const companyOf = (state: string | null): number | undefined => {
  if (!state?.startsWith(COMPANY_STATE_PREFIX)) return undefined;
  const id = state.slice(COMPANY_STATE_PREFIX.length);
  return /^[1-9]\d{0,8}$/.test(id) ? Number(id) : undefined;
};

const nonEmpty = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value);

/** Reads the provider's answer in the callback's query; `redirectUri` is the callback's own address (no query). */
export function readCallback(provider: AccountProvider, query: URLSearchParams, redirectUri: string): CallbackReading {
  const state = query.get('state');
  const company_id = companyOf(state);
  const withCompany = company_id === undefined ? {} : { company_id };
  if (provider === 'twitter') {
    const oauthToken = nonEmpty(query.get('oauth_token'));
    const oauthVerifier = nonEmpty(query.get('oauth_verifier'));
    if (oauthToken === null || oauthVerifier === null) return { ok: false, problem: { kind: 'twitterParams' } };
    return {
      ok: true,
      call: {
        provider,
        body: { oauth_token: oauthToken, oauth_verifier: oauthVerifier, redirect_uri: redirectUri, ...withCompany },
      },
    };
  }
  const code = nonEmpty(query.get('code'));
  if (code === null) {
    // youtube (Google) reports only error; the others error_description as well.
    const description =
      nonEmpty(query.get('error_description')) ?? (provider === 'youtube' ? nonEmpty(query.get('error')) : null);
    return { ok: false, problem: { kind: 'missingCode', description } };
  }
  if (provider === 'tpulse') return { ok: true, call: { provider, body: { check: code, ...withCompany } } };
  const withState = state !== null && STATE_PROVIDERS.includes(provider) ? { state } : {};
  return { ok: true, call: { provider, body: { code, redirect_uri: redirectUri, ...withState, ...withCompany } } };
}

// ---- The result handed to the opener (a window message to the console's own origin, or local storage).

export const ACCOUNT_POPUP_MESSAGE = 'console.account.connect';
/** spec §2.2: "through local storage" when the popup has no opener (or lost it on the way). */
export const ACCOUNT_POPUP_STORAGE_KEY = 'account_connect_result';

export interface ConnectedAccountSummary {
  id: number;
  name: string;
  provider: string;
}

export type AccountPopupResult =
  | { type: typeof ACCOUNT_POPUP_MESSAGE; provider: string; ok: true; object: ConnectedAccountSummary; created: boolean }
  /**
   * error: the text to show; error_type: the server's, when it sent one; data: spec §8 "youtube failure is passed to
   * the opener as the server's error data" (the whole error answer).
   */
  | {
      type: typeof ACCOUNT_POPUP_MESSAGE;
      provider: string;
      ok: false;
      error: string;
      error_type?: string;
      data?: Record<string, unknown>;
    };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The popup's result, or null for anything else (other messages, damaged or hostile data). */
export function readPopupResult(data: unknown): AccountPopupResult | null {
  if (!isRecord(data) || data['type'] !== ACCOUNT_POPUP_MESSAGE || typeof data['provider'] !== 'string') return null;
  const provider = data['provider'];
  if (data['ok'] === true) {
    const object = data['object'];
    if (!isRecord(object) || typeof object['id'] !== 'number' || typeof object['name'] !== 'string') return null;
    if (typeof object['provider'] !== 'string' || typeof data['created'] !== 'boolean') return null;
    return {
      type: ACCOUNT_POPUP_MESSAGE,
      provider,
      ok: true,
      object: { id: object['id'], name: object['name'], provider: object['provider'] },
      created: data['created'],
    };
  }
  if (data['ok'] !== false || typeof data['error'] !== 'string') return null;
  const errorType = typeof data['error_type'] === 'string' ? { error_type: data['error_type'] } : {};
  const errorData = isRecord(data['data']) && !Array.isArray(data['data']) ? { data: data['data'] } : {};
  return { type: ACCOUNT_POPUP_MESSAGE, provider, ok: false, error: data['error'], ...errorType, ...errorData };
}

/** quality.md: popup results are accepted only from the console's own origin. */
export function acceptPopupMessage(event: { origin: string; data: unknown }, ownOrigin: string): AccountPopupResult | null {
  return event.origin === ownOrigin ? readPopupResult(event.data) : null;
}

/** A result left in local storage (JSON), or null. */
export function readStoredPopupResult(value: string | null): AccountPopupResult | null {
  if (value === null) return null;
  try {
    return readPopupResult(JSON.parse(value));
  } catch {
    return null;
  }
}
