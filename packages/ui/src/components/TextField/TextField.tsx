import type { ReactNode } from 'react';
import {
  Input,
  Label,
  Text,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components/TextField';
import { FieldError } from '../FieldError/FieldError.tsx';
import { control, description as descriptionClass, field, input, label as labelClass } from './TextField.css.ts';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children' | 'className'> {
  label: ReactNode;
  description?: ReactNode;
  /** Shown under the field while it is invalid (`isInvalid`, or RAC validation). */
  errorMessage?: string;
  placeholder?: string;
  className?: string;
}

export function TextField({ label, description, errorMessage, placeholder, className, ...props }: TextFieldProps) {
  const isInvalid = props.isInvalid ?? (errorMessage ? true : undefined);
  return (
    <RACTextField {...props} isInvalid={isInvalid} className={[field, className].filter(Boolean).join(' ')}>
      <Label className={labelClass}>{label}</Label>
      <div className={control} data-invalid={isInvalid || undefined} data-disabled={props.isDisabled || undefined}>
        <Input className={input} placeholder={placeholder} />
      </div>
      {description ? (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      ) : null}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
