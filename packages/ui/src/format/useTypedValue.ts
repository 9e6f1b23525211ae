// Beside wallClock.ts, not under components/TextField/: that folder is the 'controls' chunk the login form loads
// (apps/console/vite.config.ts), and only the time and date fields of the settings pages use this.
import { useState, type FocusEvent } from 'react';

export interface TypedValueInput {
  /** The value as the API writes it; '' for none. */
  value: string;
  /** The value as the interface's language writes it. */
  shown: string;
  /** What is typed, read back as a value, or null when it does not read as one. */
  parse: (text: string) => string | null;
  onChange: (value: string) => void;
  /** Said under the field when it was left holding text that does not read as a value. */
  unreadMessage: string;
  onFocus?: ((event: FocusEvent<HTMLInputElement>) => void) | undefined;
  onBlur?: ((event: FocusEvent<HTMLInputElement>) => void) | undefined;
}

/**
 * A value typed freely in a text field (a time, a day): each keystroke that reads as a value sets it; leaving the field
 * shows the value the language's way. Text left that does not read as one stays as typed with a message, and the value
 * becomes '' (none), so a form never saves what was read from its first keystrokes ('25:99' is not 02:00).
 */
export function useTypedValue({ value, shown, parse, onChange, unreadMessage, onFocus, onBlur }: TypedValueInput) {
  // What is being typed, while the field has focus.
  const [typing, setTyping] = useState<string | null>(null);
  // Text the field was left with that does not read as a value.
  const [unread, setUnread] = useState<string | null>(null);
  return {
    value: typing ?? unread ?? shown,
    errorMessage: unread !== null && typing === null ? unreadMessage : undefined,
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      setTyping(unread ?? shown);
      onFocus?.(event);
    },
    onChange: (text: string) => {
      setTyping(text);
      const read = parse(text);
      if (read !== null && read !== value) onChange(read);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      const text = typing?.trim() ?? '';
      const unreadNow = text !== '' && parse(text) === null;
      // Emptied, or left unreadable: no value, said on leaving, so that clearing to type anew reports none meanwhile.
      if ((text === '' || unreadNow) && typing !== null && value !== '') onChange('');
      setUnread(unreadNow ? (typing ?? '') : null);
      setTyping(null);
      onBlur?.(event);
    },
  };
}
