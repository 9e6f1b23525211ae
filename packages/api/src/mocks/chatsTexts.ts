// The private messages slice's error texts of the mock server (issue 7); they repeat apps/server/src/chats/messages.ts.
export const CHATS_TEXTS = {
  ru: {
    chatPhoneRequired: 'Введите номер телефона',
    chatPhoneFormat: 'Номер телефона: только цифры, начиная с кода страны',
    chatPhoneLength: 'Номер телефона должен содержать от 11 до 15 цифр',
    chatPhoneRussia: 'Российский номер: 11 цифр, начиная с 7',
    chatAccountNoPhone: '{provider} не позволяет начать диалог по номеру телефона',
    chatRetryNotFailed: 'Повторить можно только неотправленное сообщение',
    chatConflict: '{user} уже изменил(а) диалог',
    chatUsergroupUnknown: 'Группы пользователей {id} нет в пространстве диалога',
    chatDepartmentUnknown: 'Отдела {id} нет в пространстве диалога',
    chatAssigneeUnknown: 'Такого пользователя нет в пространстве',
  },
  en: {
    chatPhoneRequired: 'Enter a phone number',
    chatPhoneFormat: 'Phone number: digits only, starting with the country code',
    chatPhoneLength: 'The phone number must have 11 to 15 digits',
    chatPhoneRussia: 'A Russian number has 11 digits starting with 7',
    chatAccountNoPhone: '{provider} does not allow starting a dialogue by phone number',
    chatRetryNotFailed: 'Only a message that failed can be sent again',
    chatConflict: '{user} has already changed the dialogue',
    chatUsergroupUnknown: "User group {id} is not in the dialogue's space",
    chatDepartmentUnknown: "Department {id} is not in the dialogue's space",
    chatAssigneeUnknown: 'There is no such user in the space',
  },
} as const;
