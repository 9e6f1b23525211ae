import { useTranslation } from 'react-i18next';
import { parseWallTime, wallTime } from '../../format/wallClock.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { useTypedValue } from '../../format/useTypedValue.ts';

export interface TimeFieldProps extends Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'placeholder'> {
  /** A wall-clock time as the API writes it, "HH:MM"; '' for none. */
  value: string;
  /** "HH:MM" as soon as what is typed reads as a time; '' when the field is left empty. */
  onChange: (value: string) => void;
}

/**
 * A time of day written the interface's way, not the browser's (a native time input said 09:00 AM in a Russian page):
 * 09:00 in Russian, 9:00 AM in English. Typed freely ("930", "9:30 pm", "21:30"): useTypedValue says what is kept. A
 * text field, not react-aria's TimeField: its date machinery weighed 24 KB gzip, a third of a settings chunk's budget
 * (docs/budgets.md).
 */
export function TimeField({ value, onChange, onFocus, onBlur, ...props }: TimeFieldProps) {
  // The schedule's namespace: the time and date fields are on the schedule and working-hours pages, which load it; a
  // namespace of their own would add its pair of entries to the entry chunk's loader map (docs/budgets.md).
  const { t, i18n } = useTranslation('workSchedule');
  const example = wallTime(i18n.language, '09:00');
  const typed = useTypedValue({
    value,
    shown: value ? wallTime(i18n.language, value) : '',
    parse: parseWallTime,
    onChange,
    unreadMessage: t('fields.timeUnread', { example }),
    onFocus,
    onBlur,
  });
  // The form's own problem first; a field left unreadable is invalid whatever the form says.
  return (
    <TextField
      {...props}
      {...typed}
      errorMessage={props.errorMessage ?? typed.errorMessage}
      isInvalid={props.isInvalid === true || typed.errorMessage !== undefined}
      placeholder={example}
    />
  );
}
