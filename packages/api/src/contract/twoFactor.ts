import * as z from 'zod/mini';

// Two-factor set-up on the profile page: TOTP with one-time recovery codes.
export const OTP_PATH = 'v1/me/otp';
export const OTP_SETUP_PATH = 'v1/me/otp/setup';
export const OTP_CONFIRM_PATH = 'v1/me/otp/confirm';
export const OTP_DISABLE_PATH = 'v1/me/otp/disable';
export const OTP_RECOVERY_CODES_PATH = 'v1/me/otp/recovery_codes';

export const TOTP_CODE_LENGTH = 6;
// spec §2.1, §9: the login code field takes at most 7 characters, so a recovery code has exactly 7.
export const RECOVERY_CODE_LENGTH = 7;
export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: a code read aloud or copied by hand stays unambiguous.
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const TotpCode = z.string().check(z.regex(/^\s*\d{6}\s*$/));
/** A current TOTP code (6 digits) or an unused recovery code (7 characters). */
export const SecondFactorCode = z.string().check(z.minLength(1), z.maxLength(RECOVERY_CODE_LENGTH + 2));

export const OtpStatus = z.object({
  otp_enabled: z.boolean(),
  recovery_codes_left: z.int(),
});
export type OtpStatus = z.infer<typeof OtpStatus>;

/** A pending set-up: the secret as text (base32) and as an otpauth:// URI for the QR code. */
export const OtpSetup = z.object({ secret: z.string(), otpauth_url: z.string() });
export type OtpSetup = z.infer<typeof OtpSetup>;

export const OtpConfirm = z.object({ code: TotpCode });
export type OtpConfirm = z.infer<typeof OtpConfirm>;

export const OtpCodeRequest = z.object({ code: SecondFactorCode });
export type OtpCodeRequest = z.infer<typeof OtpCodeRequest>;

export const RecoveryCodes = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;
