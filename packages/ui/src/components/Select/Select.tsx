import type { ReactNode } from 'react';

type Key = string | number;
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  Text,
} from 'react-aria-components/Select';
import { description as descriptionClass, field, label as labelClass } from '../TextField/TextField.css.ts';
import { item, listBox, popover, trigger, value as valueClass } from './Select.css.ts';

export interface SelectOption<K extends Key> {
  id: K;
  label: string;
}

export interface SelectProps<K extends Key> {
  label: ReactNode;
  description?: ReactNode;
  options: readonly SelectOption<K>[];
  value: K;
  onChange: (value: K) => void;
  isDisabled?: boolean;
  className?: string;
}

function ChevronIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

// A single choice from a list (react-aria Select: arrows, typeahead, Esc); the options' labels are text.
export function Select<K extends Key>({ label, description, options, value, onChange, isDisabled, className }: SelectProps<K>) {
  return (
    <RACSelect
      className={[field, className].filter(Boolean).join(' ')}
      selectedKey={value}
      onSelectionChange={(key) => key !== null && onChange(key as K)}
      isDisabled={isDisabled}
    >
      <Label className={labelClass}>{label}</Label>
      <Button className={trigger}>
        <SelectValue className={valueClass} />
        <ChevronIcon />
      </Button>
      {description ? (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      ) : null}
      <Popover className={popover}>
        <ListBox className={listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={item} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
