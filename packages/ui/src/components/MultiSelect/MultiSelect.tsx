import type { ReactNode } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from 'react-aria-components/Select';
import { description as descriptionClass, label as labelClass } from '../TextField/TextField.css.ts';
import { box, list, option, popover, root, trigger, value as valueClass } from './MultiSelect.css.ts';

export interface MultiSelectOption {
  id: number | string;
  label: string;
}

export interface MultiSelectProps<K extends number | string> {
  label: ReactNode;
  description?: ReactNode;
  options: readonly (MultiSelectOption & { id: K })[];
  value: readonly K[];
  onChange: (value: K[]) => void;
  /** What the closed picker says when nothing is chosen (a filter default: all of them). */
  placeholder: string;
  /** What it says for several choices, given how many. */
  summary: (count: number) => string;
  isDisabled?: boolean;
}

function Tick() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
      <path d="M5 12l5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

// Several choices from a long list (react-aria Select, multiple): a button that opens a list box; Space or a click
// toggles an option, Esc closes. One choice is named, several are counted.
export function MultiSelect<K extends number | string>(props: MultiSelectProps<K>) {
  const { label, description, options, value, onChange, placeholder, summary, isDisabled } = props;
  const chosen = options.filter((o) => value.includes(o.id));
  const shown = chosen.length === 0 ? placeholder : chosen.length === 1 ? chosen[0]!.label : summary(chosen.length);
  return (
    <Select
      className={root}
      selectionMode="multiple"
      value={[...value]}
      onChange={(keys) => onChange(options.filter((o) => (keys as readonly (number | string)[]).includes(o.id)).map((o) => o.id))}
      isDisabled={isDisabled}
      placeholder={placeholder}
    >
      <Label className={labelClass}>{label}</Label>
      <Button className={trigger}>
        <SelectValue className={valueClass}>{() => shown}</SelectValue>
      </Button>
      {description ? (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      ) : null}
      <Popover className={popover} placement="bottom start">
        <ListBox className={list} items={options}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={option}>
              {({ isSelected }) => (
                <>
                  <span className={box}>{isSelected ? <Tick /> : null}</span>
                  <span>{item.label}</span>
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
