import * as z from 'zod/mini';

// Every error answer of the API: a text in the request's language and an optional machine type (spec §7, §8).
export const ErrorBody = z.object({
  error: z.string(),
  error_type: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

// error_type values the console acts on.
export const ERROR_TYPE_CODE_REQUIRED = 'code_required';
/**
 * Our extension (docs/error-types.md): a 403 to a member without two-factor in a space that requires it, on any path
 * but the few the profile and billing pages need; the console sends them to the profile (spec §4 two-factor).
 */
export const ERROR_TYPE_OTP_SETUP_REQUIRED = 'otp_setup_required';
