// Login form rules (spec §5 "Validation rules", §9 constants). The UI maps the keys to the spec's texts.

// spec §9: password minimum 8 characters.
export const PASSWORD_MIN_LENGTH = 8;
// spec §2.1, §5, §9: login code max 7 characters.
export const LOGIN_CODE_MAX_LENGTH = 7;

// spec §5 "a standard address pattern": one '@', a non-empty local part, a dotted domain, no spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export interface LoginCredentials {
  email: string;
  password: string;
}

export interface LoginCredentialErrors {
  email?: 'required' | 'invalid';
  password?: 'required' | 'tooShort';
}

export interface LoginCodeErrors {
  code?: 'required' | 'tooLong';
}

export function validateLoginCredentials({ email, password }: LoginCredentials): LoginCredentialErrors {
  const errors: LoginCredentialErrors = {};
  // spec §5: the email input is trimmed; the login password is not.
  const trimmedEmail = email.trim();
  if (trimmedEmail === '') errors.email = 'required';
  else if (!EMAIL_PATTERN.test(trimmedEmail)) errors.email = 'invalid';
  if (password === '') errors.password = 'required';
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = 'tooShort';
  return errors;
}

export function validateLoginCode(code: string): LoginCodeErrors {
  // spec §5: the code input is trimmed.
  const trimmed = code.trim();
  if (trimmed === '') return { code: 'required' };
  if (trimmed.length > LOGIN_CODE_MAX_LENGTH) return { code: 'tooLong' };
  return {};
}

export const hasNoErrors = (errors: LoginCredentialErrors | LoginCodeErrors): boolean => Object.keys(errors).length === 0;
