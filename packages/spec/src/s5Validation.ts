// spec §5 "Validation rules" (and §9's "Password minimum 8 characters; login code max 7 characters").

/** spec §5, §9: passwords (login, signup, reset) at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** spec §2.1, §5, §9: the login code is at most 7 characters. */
export const LOGIN_CODE_MAX_LENGTH = 7;

/** spec §5 "a standard address pattern": one '@', a non-empty local part, a dotted domain, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** spec §5 signup password: at least one digit and one special character (anything not a letter, digit or space). */
export const SIGNUP_PASSWORD_PATTERN = /^(?=.*\d)(?=.*[^\p{L}\p{N}\s]).+$/u;
