import type { ReactNode } from 'react';
import { Checkbox as RACCheckbox } from 'react-aria-components/Checkbox';
import { CheckboxGroup as RACCheckboxGroup, Label, Text } from 'react-aria-components/CheckboxGroup';
import { FieldError } from '../FieldError/FieldError.tsx';
import { description as descriptionClass, label as labelClass } from '../TextField/TextField.css.ts';
import { box, checkbox, group, options as optionsClass } from './Checkbox.css.ts';

function Tick() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
      <path d="M5 12l5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export interface CheckboxProps {
  children: ReactNode;
  isSelected?: boolean;
  onChange?: (selected: boolean) => void;
  /** Inside a CheckboxGroup: the value it stands for. */
  value?: string;
  isDisabled?: boolean;
}

export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={checkbox}>
      {({ isSelected }) => (
        <>
          <span className={box}>{isSelected ? <Tick /> : null}</span>
          <span>{children}</span>
        </>
      )}
    </RACCheckbox>
  );
}

export interface CheckboxGroupProps {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
  options: readonly { value: string; label: ReactNode }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  isDisabled?: boolean;
}

// Several choices from a set, one label for the group (react-aria CheckboxGroup).
export function CheckboxGroup({ label, description, errorMessage, options, value, onChange, isDisabled }: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup
      className={group}
      value={[...value]}
      onChange={onChange}
      isDisabled={isDisabled}
      isInvalid={errorMessage ? true : undefined}
    >
      <Label className={labelClass}>{label}</Label>
      <div className={optionsClass}>
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value}>
            {option.label}
          </Checkbox>
        ))}
      </div>
      {description ? (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      ) : null}
      <FieldError>{errorMessage}</FieldError>
    </RACCheckboxGroup>
  );
}
