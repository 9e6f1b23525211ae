import { CalendarDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  DateField as RACDateField,
  DateInput,
  DateSegment,
  Label,
  type DateFieldProps as RACDateFieldProps,
} from 'react-aria-components/DateField';
import { FieldError } from '../FieldError/FieldError.tsx';
import { control, field, label as labelClass } from '../TextField/TextField.css.ts';
import { segment, segments } from '../TimeField/TimeField.css.ts';

export interface DateFieldProps extends Omit<
  RACDateFieldProps<CalendarDate>,
  'children' | 'className' | 'value' | 'defaultValue' | 'onChange' | 'granularity'
> {
  label: ReactNode;
  /** A calendar day as the API writes it, "YYYY-MM-DD"; '' for none. */
  value: string;
  /** "YYYY-MM-DD" once every segment is filled, '' while one is empty. */
  onChange: (value: string) => void;
  errorMessage?: string;
  className?: string;
}

const dayOf = (value: string): CalendarDate | null =>
  /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new CalendarDate(Number(value.slice(0, 4)), Number(value.slice(5, 7)), Number(value.slice(8, 10)))
    : null;

/**
 * A calendar day typed in segments, in the interface's order (react-aria's I18nProvider, AriaLocale): 31.12.2026 in
 * Russian, 12/31/2026 in English, whatever the browser's own locale (a native date input follows the browser's).
 */
export function DateField({ label, value, onChange, errorMessage, className, ...props }: DateFieldProps) {
  const isInvalid = props.isInvalid ?? (errorMessage ? true : undefined);
  return (
    <RACDateField
      {...props}
      granularity="day"
      value={dayOf(value)}
      onChange={(day) => onChange(day ? day.toString() : '')}
      isInvalid={isInvalid}
      className={[field, className].filter(Boolean).join(' ')}
    >
      <Label className={labelClass}>{label}</Label>
      <div className={control} data-invalid={isInvalid || undefined} data-disabled={props.isDisabled || undefined}>
        <DateInput className={segments}>{(part) => <DateSegment segment={part} className={segment} />}</DateInput>
      </div>
      <FieldError>{errorMessage}</FieldError>
    </RACDateField>
  );
}
