// The email dialog's field (spec §5 "Email confirm/change dialog: required and must match an address pattern,
// otherwise 'Укажите email'; save disabled until valid; validated on change").
import { EMAIL_PATTERN } from './loginValidation.ts';

export type EmailFieldError = 'required' | 'invalid';

export function validateEmailField(value: string): EmailFieldError | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return EMAIL_PATTERN.test(trimmed) ? null : 'invalid';
}

export const isEmailFieldValid = (value: string): boolean => validateEmailField(value) === null;
