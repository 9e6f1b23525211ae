import {
  Invitation,
  MessageResponse,
  RECOVERY_PATH,
  RESET_PASSWORD_CHECK_PATH,
  RESET_PASSWORD_PATH,
  ResetCheckResponse,
  ResetPasswordResponse,
  SIGNUP_PATH,
  signupHashPath,
  SignupResponse,
} from '../../contract/signup.ts';
import { defineResource } from '../resource.ts';

export interface SignupInput {
  name: string;
  email: string;
  password: string;
  company: string;
  promocode?: string;
  locale?: 'ru' | 'en';
  recaptcha_token?: string;
  tariff_id?: number;
}

export type InvitationSignupInput = Omit<SignupInput, 'company' | 'promocode' | 'tariff_id'>;

export interface SignupResource {
  /** spec §7 POST v1/signup (no bearer; the console's client credentials, so a token can come back). */
  signup(input: SignupInput): Promise<SignupResponse>;
  /** spec §7 GET v1/signup/{hash}: the invited address; 409 when the link cannot be used. */
  invitation(hash: string): Promise<Invitation>;
  /** spec §7 POST v1/signup/{hash}. */
  signupByInvitation(hash: string, input: InvitationSignupInput): Promise<SignupResponse>;
  /** spec §7 POST v1/recovery: mails a reset link. */
  recover(email: string): Promise<MessageResponse>;
  /** spec §7 POST v1/reset_password/check. */
  checkReset(hash: string): Promise<ResetCheckResponse>;
  /** spec §7 POST v1/reset_password. */
  resetPassword(input: { hash: string; password: string; password_confirm: string }): Promise<ResetPasswordResponse>;
}

export const signupResource = defineResource<SignupResource>(({ http, options }) => {
  const credentials = () => ({ client_id: options.clientId, client_secret: options.clientSecret });
  return {
    signup: (input) =>
      http.request({
        method: 'POST',
        path: SIGNUP_PATH,
        body: { ...input, ...credentials() },
        auth: false,
        schema: SignupResponse,
      }),
    invitation: (hash) => http.request({ method: 'GET', path: signupHashPath(hash), auth: false, schema: Invitation }),
    signupByInvitation: (hash, input) =>
      http.request({
        method: 'POST',
        path: signupHashPath(hash),
        body: { ...input, ...credentials() },
        auth: false,
        schema: SignupResponse,
      }),
    recover: (email) =>
      http.request({ method: 'POST', path: RECOVERY_PATH, body: { email }, auth: false, schema: MessageResponse }),
    checkReset: (hash) =>
      http.request({ method: 'POST', path: RESET_PASSWORD_CHECK_PATH, body: { hash }, auth: false, schema: ResetCheckResponse }),
    resetPassword: (input) =>
      http.request({
        method: 'POST',
        path: RESET_PASSWORD_PATH,
        body: { ...input, ...credentials() },
        auth: false,
        schema: ResetPasswordResponse,
      }),
  };
});
