import { useState, type ReactNode } from 'react';
import {
  Input,
  Label,
  Text,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components/TextField';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../FieldError/FieldError.tsx';
import { control, description as descriptionClass, field, input, label as labelClass } from '../TextField/TextField.css.ts';
import { icon, toggle } from './PasswordField.css.ts';

export interface PasswordFieldProps extends Omit<RACTextFieldProps, 'children' | 'className' | 'type'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
  className?: string;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      className={icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

// A text field whose value can be revealed; the toggle keeps one label and reports its state with aria-pressed.
export function PasswordField({ label, description, errorMessage, className, ...props }: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [isVisible, setVisible] = useState(false);
  const isInvalid = props.isInvalid ?? (errorMessage ? true : undefined);
  return (
    <RACTextField
      autoComplete="current-password"
      {...props}
      type={isVisible ? 'text' : 'password'}
      isInvalid={isInvalid}
      className={[field, className].filter(Boolean).join(' ')}
    >
      <Label className={labelClass}>{label}</Label>
      <div className={control} data-invalid={isInvalid || undefined} data-disabled={props.isDisabled || undefined}>
        <Input className={input} />
        <ToggleButton
          className={toggle}
          aria-label={t('password.show')}
          isSelected={isVisible}
          onChange={setVisible}
          isDisabled={props.isDisabled}
        >
          <EyeIcon crossed={isVisible} />
        </ToggleButton>
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
