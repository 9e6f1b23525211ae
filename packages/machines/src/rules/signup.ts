// Sign-up, recovery and reset rules (spec §2.1, §5, §8, §9). The UI maps the keys to the spec's texts.
import type { ApiError } from '@console/api/client';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, SIGNUP_PASSWORD_PATTERN } from '@console/spec';

// spec §5 password pattern; spec §9: post-signup redirect delay 1 s, confirmation redirect 2.5 s, error toast 7 s.
export { CONFIRM_REDIRECT_DELAY_MS, SIGNUP_ERROR_MS, SIGNUP_LOGIN_DELAY_MS, SIGNUP_PASSWORD_PATTERN } from '@console/spec';
// spec §8: error_type 'captcha' resets the captcha.
export const CAPTCHA_ERROR_TYPE = 'captcha';

export interface SignupValues {
  company: string;
  name: string;
  email: string;
  password: string;
  promocode: string;
  consent: boolean;
}

export interface SignupErrors {
  company?: 'required';
  name?: 'required';
  email?: 'required' | 'invalid';
  password?: 'required' | 'tooShort' | 'weak';
  consent?: 'required';
}

export interface SignupRules {
  /** Invitation sign-up: no company field (and no promo code). */
  invitation: boolean;
  /** spec §2.1, §5: the consent checkbox, in the Russian locale. */
  consentRequired: boolean;
}

/** spec §5: the inputs are trimmed (email, code and the sign-up password included). */
export const trimSignup = (values: SignupValues): SignupValues => ({
  ...values,
  company: values.company.trim(),
  name: values.name.trim(),
  email: values.email.trim(),
  password: values.password.trim(),
  promocode: values.promocode.trim(),
});

export function validateEmail(email: string): 'required' | 'invalid' | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return 'required';
  return EMAIL_PATTERN.test(trimmed) ? undefined : 'invalid';
}

export function validateSignup(raw: SignupValues, rules: SignupRules): SignupErrors {
  const values = trimSignup(raw);
  const errors: SignupErrors = {};
  if (!rules.invitation && values.company === '') errors.company = 'required';
  if (values.name === '') errors.name = 'required';
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  if (values.password === '') errors.password = 'required';
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = 'tooShort';
  else if (!SIGNUP_PASSWORD_PATTERN.test(values.password)) errors.password = 'weak';
  if (rules.consentRequired && !values.consent) errors.consent = 'required';
  return errors;
}

export interface ResetValues {
  password: string;
  confirm: string;
}

export interface ResetErrors {
  password?: 'required' | 'tooShort';
  confirm?: 'mismatch';
}

/** spec §5: required, at least 8 characters; the confirmation equals the password. */
export function validateReset({ password, confirm }: ResetValues): ResetErrors {
  const errors: ResetErrors = {};
  if (password === '') errors.password = 'required';
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = 'tooShort';
  if (confirm !== password) errors.confirm = 'mismatch';
  return errors;
}

export const hasNoErrors = (errors: object): boolean => Object.keys(errors).length === 0;

type ApiErrorShape = Pick<ApiError, 'kind' | 'status' | 'errorType' | 'serverText'>;

function asApiError(error: unknown): ApiErrorShape | null {
  if (typeof error !== 'object' || error === null) return null;
  const candidate = error as Partial<Record<keyof ApiErrorShape, unknown>>;
  if (candidate.kind !== 'http' && candidate.kind !== 'network' && candidate.kind !== 'malformed') return null;
  const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
  return {
    kind: candidate.kind,
    status: typeof candidate.status === 'number' ? candidate.status : null,
    errorType: text(candidate.errorType),
    serverText: text(candidate.serverText),
  };
}

/** A failure as the screens show it: the server's text, or the screen's own generic text. */
export type FlowError = { kind: 'server'; text: string } | { kind: 'generic' };

/** spec §8 sign-up: 'Failed to create a new user. Try again.' on a 500 or a missing message, else the server's. */
export function toSignupError(error: unknown): FlowError {
  const api = asApiError(error);
  if (api?.kind !== 'http' || api.serverText === null || (api.status ?? 500) >= 500) return { kind: 'generic' };
  return { kind: 'server', text: api.serverText };
}

export const isCaptchaError = (error: unknown): boolean => asApiError(error)?.errorType === CAPTCHA_ERROR_TYPE;

/** spec §7: GET v1/signup/{hash} answering 409 sends the user to the root. */
export const isConflict = (error: unknown): boolean => {
  const api = asApiError(error);
  return api?.kind === 'http' && api.status === 409;
};

/** spec §8 recovery: 404 'User not found'; 400 the server's message; otherwise 'Error'. */
export type RecoveryError = { kind: 'userNotFound' } | { kind: 'server'; text: string } | { kind: 'generic' };
export function toRecoveryError(error: unknown): RecoveryError {
  const api = asApiError(error);
  if (api?.kind === 'http' && api.status === 404) return { kind: 'userNotFound' };
  if (api?.kind === 'http' && api.status === 400 && api.serverText !== null) return { kind: 'server', text: api.serverText };
  return { kind: 'generic' };
}

/** A reset check or reset failure: the server's message, or 'Error'. */
export function toServerOrGeneric(error: unknown): FlowError {
  const api = asApiError(error);
  if (api?.kind === 'http' && (api.status ?? 500) < 500 && api.serverText !== null)
    return { kind: 'server', text: api.serverText };
  return { kind: 'generic' };
}

export interface IdOnly {
  id: number;
}

export const addAccountPath = (companyId: number): string => `/settings/accounts/add?company=${companyId}`;

/** spec §2.1 sign-up: the add-account page with the company query when exactly one company exists, else the list. */
export function afterSignupPath(companies: readonly IdOnly[]): string {
  const [only] = companies;
  return companies.length === 1 && only ? addAccountPath(only.id) : '/';
}

/**
 * spec §2.1 /confirm_email: the statistics list; with no items connected, the add-account page for exactly one
 * company, or the account list for several.
 */
export function afterConfirmationPath(objects: { items: readonly unknown[]; companies: readonly IdOnly[] }): string {
  if (objects.items.length > 0) return '/';
  const [only] = objects.companies;
  if (objects.companies.length === 1 && only) return addAccountPath(only.id);
  if (objects.companies.length > 1) return '/settings/accounts';
  return '/';
}
