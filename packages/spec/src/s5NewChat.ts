// spec §5 "New chat": the phone number rule.

/** spec §5 "New chat": 11 to 15 digits. */
export const CHAT_PHONE_MIN = 11;
export const CHAT_PHONE_MAX = 15;
/** spec §5 "New chat": for Russia (country code 7) exactly 11 digits. */
export const RUSSIA_PHONE_LENGTH = 11;

export type ChatPhoneProblem = 'required' | 'format' | 'length' | 'russia';

/** spec §5 "New chat": trimmed; digits only with the country code first; 11 to 15 digits; Russia (7) exactly 11. */
export function chatPhoneProblem(input: string): ChatPhoneProblem | null {
  const phone = input.trim();
  if (phone === '') return 'required';
  if (!/^[1-9]\d*$/.test(phone)) return 'format';
  if (phone.length < CHAT_PHONE_MIN || phone.length > CHAT_PHONE_MAX) return 'length';
  if (phone.startsWith('7') && phone.length !== RUSSIA_PHONE_LENGTH) return 'russia';
  return null;
}
