import { FieldError as RACFieldError, type FieldErrorProps as RACFieldErrorProps } from 'react-aria-components/FieldError';
import { fieldError } from './FieldError.css.ts';

export interface FieldErrorProps extends Omit<RACFieldErrorProps, 'className'> {
  className?: string;
}

// Shown by RAC only while its field is invalid; linked to the input through aria-describedby.
export function FieldError({ className, ...props }: FieldErrorProps) {
  return <RACFieldError {...props} className={[fieldError, className].filter(Boolean).join(' ')} />;
}
