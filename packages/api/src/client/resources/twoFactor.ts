import {
  OTP_CONFIRM_PATH,
  OTP_DISABLE_PATH,
  OTP_PATH,
  OTP_RECOVERY_CODES_PATH,
  OTP_SETUP_PATH,
  OtpSetup,
  OtpStatus,
  RecoveryCodes,
} from '../../contract/twoFactor.ts';
import { defineResource } from '../resource.ts';

export interface TwoFactorResource {
  status(): Promise<OtpStatus>;
  /** A new secret for the authenticator app; two-factor is on only after `confirm`. */
  setup(): Promise<OtpSetup>;
  /** A current code from the app turns two-factor on; answers the one-time recovery codes. */
  confirm(code: string): Promise<RecoveryCodes>;
  /** A current code or a recovery code turns it off. */
  disable(code: string): Promise<OtpStatus>;
  /** A current code or a recovery code replaces every recovery code. */
  regenerateRecoveryCodes(code: string): Promise<RecoveryCodes>;
}

export const twoFactorResource = defineResource<TwoFactorResource>(({ http }) => ({
  status: () => http.request({ method: 'GET', path: OTP_PATH, schema: OtpStatus }),
  setup: () => http.request({ method: 'POST', path: OTP_SETUP_PATH, schema: OtpSetup }),
  confirm: (code) => http.request({ method: 'POST', path: OTP_CONFIRM_PATH, body: { code }, schema: RecoveryCodes }),
  disable: (code) => http.request({ method: 'POST', path: OTP_DISABLE_PATH, body: { code }, schema: OtpStatus }),
  regenerateRecoveryCodes: (code) =>
    http.request({ method: 'POST', path: OTP_RECOVERY_CODES_PATH, body: { code }, schema: RecoveryCodes }),
}));
