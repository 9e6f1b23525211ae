// spec §5 "Validation rules" (and §9's "Password minimum 8 characters; login code max 7 characters").

/** spec §5, §9: passwords (login, signup, reset) at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** spec §2.1, §5, §9: the login code is at most 7 characters. */
export const LOGIN_CODE_MAX_LENGTH = 7;

/** spec §5 "a standard address pattern": one '@', a non-empty local part, a dotted domain, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** spec §5 signup password: at least one digit and one special character (anything not a letter, digit or space). */
export const SIGNUP_PASSWORD_PATTERN = /^(?=.*\d)(?=.*[^\p{L}\p{N}\s]).+$/u;

/** spec §5 "New chat": 11 to 15 digits. */
export const CHAT_PHONE_MIN = 11;
export const CHAT_PHONE_MAX = 15;
/** spec §5 "New chat": for Russia (country code 7) exactly 11 digits. */
export const RUSSIA_PHONE_LENGTH = 11;

export type ChatPhoneProblem = 'required' | 'format' | 'length' | 'russia';

/** spec §5 "New chat": trimmed; digits only with the country code first; 11 to 15 digits; Russia (7) exactly 11. */
export function chatPhoneProblem(input: string): ChatPhoneProblem | null {
  const phone = input.trim();
  if (phone === '') return 'required';
  if (!/^[1-9]\d*$/.test(phone)) return 'format';
  if (phone.length < CHAT_PHONE_MIN || phone.length > CHAT_PHONE_MAX) return 'length';
  if (phone.startsWith('7') && phone.length !== RUSSIA_PHONE_LENGTH) return 'russia';
  return null;
}
