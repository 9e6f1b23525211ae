import { Label, Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { group, groupLabel, note, option, optionLabel, options } from './PeriodPicker.css.ts';

export interface PeriodOption {
  days: number;
  /** '30 дней' */
  label: string;
  /** A short remark under it ('выгоднее на 10 %'); none for the base period. */
  note?: string;
}

export interface PeriodPickerProps {
  label: string;
  options: readonly PeriodOption[];
  value: number;
  onChange: (days: number) => void;
  isDisabled?: boolean;
}

// spec §1, §9: the pay period, 30, 180 or 365 days, as a row of radio buttons.
export function PeriodPicker({ label, options: choices, value, onChange, isDisabled }: PeriodPickerProps) {
  return (
    <RadioGroup
      className={group}
      orientation="horizontal"
      value={String(value)}
      onChange={(days) => onChange(Number(days))}
      isDisabled={isDisabled}
    >
      <Label className={groupLabel}>{label}</Label>
      <div className={options}>
        {choices.map((choice) => (
          <Radio key={choice.days} value={String(choice.days)} className={option}>
            <span className={optionLabel}>{choice.label}</span>
            {choice.note ? <span className={note}>{choice.note}</span> : null}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
