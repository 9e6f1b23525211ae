import { PASSWORD_MIN_LENGTH, SIGNUP_PROMOCODE_MAX_LENGTH } from '@console/spec';
import * as z from 'zod/mini';
import { RequestId } from './ids.ts';
import { TokenResponse } from './auth.ts';
import { EmailAddress } from './email.ts';

// spec §7: POST v1/signup or v1/signup/{hash} (invitation), GET v1/signup/{hash}; POST v1/recovery;
// POST v1/reset_password/check; POST v1/reset_password. The sign-up and reset calls carry the console's client
// credentials, so the answer can hold a token for the auto sign-in (spec §2.1 "auto-logged in after 1 second").
export const SIGNUP_PATH = 'v1/signup';
export const signupHashPath = (hash: string): string => `${SIGNUP_PATH}/${encodeURIComponent(hash)}`;
export const RECOVERY_PATH = 'v1/recovery';
export const RESET_PASSWORD_PATH = 'v1/reset_password';
export const RESET_PASSWORD_CHECK_PATH = 'v1/reset_password/check';

// spec §8: error_type 'captcha' resets the captcha.
export const ERROR_TYPE_CAPTCHA = 'captcha';

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const locale = z.optional(z.enum(['ru', 'en']));
const credentials = {
  client_id: z.string().check(z.minLength(1)),
  client_secret: z.string().check(z.minLength(1)),
};

// spec §3 signup form: name, email, password, company, promocode, locale, recaptcha_token, tariff_id.
export const SignupRequest = z.object({
  name: text(200),
  email: EmailAddress,
  password: z.string().check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(200)),
  company: text(200),
  promocode: z.optional(z.string().check(z.maxLength(SIGNUP_PROMOCODE_MAX_LENGTH))),
  locale,
  recaptcha_token: z.optional(z.string().check(z.maxLength(4000))),
  tariff_id: z.optional(RequestId),
  ...credentials,
});
export type SignupRequest = z.infer<typeof SignupRequest>;

// Invitation sign-up: no company and no promo code; the address is the invitation's (a different one is refused).
export const InvitationSignupRequest = z.object({
  name: text(200),
  email: z.optional(EmailAddress),
  password: z.string().check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(200)),
  locale,
  recaptcha_token: z.optional(z.string().check(z.maxLength(4000))),
  ...credentials,
});
export type InvitationSignupRequest = z.infer<typeof InvitationSignupRequest>;

/** The message to show, and the token for the auto sign-in (none for a user who must give a second factor). */
export const SignupResponse = z.object({ message: z.string(), token: z.optional(TokenResponse) });
export type SignupResponse = z.infer<typeof SignupResponse>;

// GET v1/signup/{hash}: the invited address (409 when the link is used, expired or unknown).
export const Invitation = z.object({ email: z.string() });
export type Invitation = z.infer<typeof Invitation>;

export const RecoveryRequest = z.object({ email: EmailAddress });
export type RecoveryRequest = z.infer<typeof RecoveryRequest>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const ResetCheckRequest = z.object({ hash: z.string().check(z.minLength(1), z.maxLength(200)) });
export type ResetCheckRequest = z.infer<typeof ResetCheckRequest>;

export const ResetCheckResponse = z.object({ email: z.string() });
export type ResetCheckResponse = z.infer<typeof ResetCheckResponse>;

export const ResetPasswordRequest = z.object({
  hash: z.string().check(z.minLength(1), z.maxLength(200)),
  password: z.string().check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(200)),
  password_confirm: z.string().check(z.maxLength(200)),
  ...credentials,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const ResetPasswordResponse = SignupResponse;
export type ResetPasswordResponse = SignupResponse;
