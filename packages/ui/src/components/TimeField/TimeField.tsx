import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseWallTime, wallTime } from '../../format/wallClock.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

export interface TimeFieldProps extends Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'placeholder'> {
  /** A wall-clock time as the API writes it, "HH:MM"; '' for none. */
  value: string;
  /** "HH:MM" as soon as what is typed reads as a time; '' when the field is left empty. */
  onChange: (value: string) => void;
}

/**
 * A time of day written the interface's way, not the browser's (a native time input said 09:00 AM in a Russian page):
 * 09:00 in Russian, 9:00 AM in English. Typed freely ("930", "9:30 pm", "21:30"), each keystroke that reads as a
 * time sets it; leaving the field shows the time it holds, so what does not read as one is put back. A text field, not react-aria's TimeField: its date machinery
 * weighed 24 KB gzip, a third of a settings chunk's budget (docs/budgets.md).
 */
export function TimeField({ value, onChange, onFocus, onBlur, ...props }: TimeFieldProps) {
  const { i18n } = useTranslation();
  const shown = value ? wallTime(i18n.language, value) : '';
  // What is being typed, while the field has focus; otherwise the value as the language writes it.
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <TextField
      {...props}
      value={typing ?? shown}
      placeholder={wallTime(i18n.language, '09:00')}
      onFocus={(event) => {
        setTyping(shown);
        onFocus?.(event);
      }}
      onChange={(text) => {
        setTyping(text);
        const time = parseWallTime(text);
        if (time !== null && time !== value) onChange(time);
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
