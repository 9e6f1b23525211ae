import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numericDay, parseCalendarDay } from '../../format/wallClock.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

export interface DateFieldProps extends Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'placeholder'> {
  /** A calendar day as the API writes it, "YYYY-MM-DD"; '' for none. */
  value: string;
  /** "YYYY-MM-DD" as soon as what is typed reads as a day; '' when the field is left empty. */
  onChange: (value: string) => void;
}

/**
 * A calendar day written the interface's way, not the browser's (a native date input follows the browser's locale):
 * 31.12.2026 in Russian, 12/31/2026 in English, read back in that order (or as 2026-12-31); what does not read as a
 * day is put back to the last one on leaving the field. A text field, not react-aria's DateField: its calendars and
 * segments weighed 24 KB gzip, a third of a settings chunk's budget (docs/budgets.md).
 */
export function DateField({ value, onChange, onFocus, onBlur, ...props }: DateFieldProps) {
  const { i18n } = useTranslation();
  const shown = value ? numericDay(i18n.language, value) : '';
  // What is being typed, while the field has focus; otherwise the value as the language writes it.
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <TextField
      {...props}
      value={typing ?? shown}
      placeholder={numericDay(i18n.language, '2026-12-31')}
      onFocus={(event) => {
        setTyping(shown);
        onFocus?.(event);
      }}
      onChange={(text) => {
        setTyping(text);
        const day = parseCalendarDay(i18n.language, text);
        if (day !== null && day !== value) onChange(day);
      }}
      onBlur={(event) => {
        // Emptied: no value, said on leaving, so that clearing to type anew does not report one meanwhile.
        if (typing?.trim() === '' && value !== '') onChange('');
        setTyping(null);
        onBlur?.(event);
      }}
    />
  );
}
