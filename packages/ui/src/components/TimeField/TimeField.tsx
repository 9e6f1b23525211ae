import { Time } from '@internationalized/date';
import { useMemo, type ReactNode } from 'react';
import { useLocale } from 'react-aria/I18nProvider';
import {
  DateInput,
  DateSegment,
  Label,
  TimeField as RACTimeField,
  type TimeFieldProps as RACTimeFieldProps,
} from 'react-aria-components/TimeField';
import { FieldError } from '../FieldError/FieldError.tsx';
import { control, field, label as labelClass } from '../TextField/TextField.css.ts';
import { segment, segments } from './TimeField.css.ts';

export interface TimeFieldProps extends Omit<
  RACTimeFieldProps<Time>,
  'children' | 'className' | 'value' | 'defaultValue' | 'onChange' | 'granularity'
> {
  label: ReactNode;
  /** A wall-clock time as the API writes it, "HH:MM"; '' for none. */
  value: string;
  /** "HH:MM" once every segment is filled, '' while one is empty. */
  onChange: (value: string) => void;
  errorMessage?: string;
  className?: string;
}

const timeOf = (value: string): Time | null =>
  /^\d{2}:\d{2}$/.test(value) ? new Time(Number(value.slice(0, 2)), Number(value.slice(3, 5))) : null;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A time of day typed in segments, written the interface's way (react-aria's I18nProvider, AriaLocale): 24-hour in
 * Russian, "9:00 AM" in English, whatever the browser's own locale (a native time input follows the browser's).
 */
export function TimeField({ label, value, onChange, errorMessage, className, ...props }: TimeFieldProps) {
  const isInvalid = props.isInvalid ?? (errorMessage ? true : undefined);
  const { locale } = useLocale();
  // A 24-hour language writes 09:00, as the lists do (dateFormatters.ts); a 12-hour one 9:00 AM.
  const leadingZeros = useMemo(() => !new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hour12, [locale]);
  return (
    <RACTimeField
      {...props}
      granularity="minute"
      shouldForceLeadingZeros={leadingZeros}
      value={timeOf(value)}
      onChange={(time) => onChange(time ? `${pad(time.hour)}:${pad(time.minute)}` : '')}
      isInvalid={isInvalid}
      className={[field, className].filter(Boolean).join(' ')}
    >
      <Label className={labelClass}>{label}</Label>
      <div className={control} data-invalid={isInvalid || undefined} data-disabled={props.isDisabled || undefined}>
        <DateInput className={segments}>{(part) => <DateSegment segment={part} className={segment} />}</DateInput>
      </div>
      <FieldError>{errorMessage}</FieldError>
    </RACTimeField>
  );
}
