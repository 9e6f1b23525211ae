// Login form rules (spec §5 "Validation rules", §9 constants). The UI maps the keys to the spec's texts.
import { EMAIL_PATTERN, LOGIN_CODE_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@console/spec';

// spec §5, §9: the password minimum, the login code maximum and the address pattern.
export { EMAIL_PATTERN, LOGIN_CODE_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@console/spec';

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
