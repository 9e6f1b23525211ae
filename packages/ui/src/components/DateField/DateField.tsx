import { useTranslation } from 'react-i18next';
import { numericDay, parseCalendarDay } from '../../format/wallClock.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { useTypedValue } from '../../format/useTypedValue.ts';

export interface DateFieldProps extends Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'placeholder'> {
  /** A calendar day as the API writes it, "YYYY-MM-DD"; '' for none. */
  value: string;
  /** "YYYY-MM-DD" as soon as what is typed reads as a day; '' when the field is left empty. */
  onChange: (value: string) => void;
}

/**
 * A calendar day written the interface's way, not the browser's (a native date input follows the browser's locale):
 * 31.12.2026 in Russian, 12/31/2026 in English, read back in that order (or as 2026-12-31); what does not read as a
 * day stays, with a message, and sets no value. A text field, not react-aria's DateField: its calendars and
 * segments weighed 24 KB gzip, a third of a settings chunk's budget (docs/budgets.md).
 */
export function DateField({ value, onChange, onFocus, onBlur, ...props }: DateFieldProps) {
  // The schedule's namespace: the time and date fields are on the schedule and working-hours pages, which load it; a
  // namespace of their own would add its pair of entries to the entry chunk's loader map (docs/budgets.md).
  const { t, i18n } = useTranslation('workSchedule');
  const example = numericDay(i18n.language, '2026-12-31');
  const typed = useTypedValue({
    value,
    shown: value ? numericDay(i18n.language, value) : '',
    parse: (text) => parseCalendarDay(i18n.language, text),
    onChange,
    unreadMessage: t('fields.dateUnread', { example }),
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
