// The private messages slice's error texts of the mock server (issue 7).
export const CHATS_TEXTS = {
  ru: {
    chatPhoneInvalid: 'Укажите телефон цифрами с кодом страны: от 11 до 15 цифр (для России 11, начиная с 7)',
    chatAccountInvalid: 'С этого аккаунта нельзя начать диалог по номеру телефона',
    chatConflict: 'Пока вы смотрели, этот диалог изменил другой сотрудник',
  },
  en: {
    chatPhoneInvalid: 'Enter the phone as digits with the country code: 11 to 15 digits (Russia: 11, starting with 7)',
    chatAccountInvalid: 'A chat cannot be started by phone from this account',
    chatConflict: 'Someone else changed this chat while you were looking at it',
  },
} as const;
