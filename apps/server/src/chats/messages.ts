// The private messages' texts, in both languages; spread into messages.ts.
export const chatsMessages = {
  // spec §5 "New chat": the phone rules, answered as the server's text (spec §8 "New chat failure").
  chatPhoneRequired: { ru: 'Введите номер телефона', en: 'Enter a phone number' },
  chatPhoneFormat: {
    ru: 'Номер телефона: только цифры, начиная с кода страны',
    en: 'Phone number: digits only, starting with the country code',
  },
  chatPhoneLength: {
    ru: 'Номер телефона должен содержать от 11 до 15 цифр',
    en: 'The phone number must have 11 to 15 digits',
  },
  chatPhoneRussia: {
    ru: 'Российский номер: 11 цифр, начиная с 7',
    en: 'A Russian number has 11 digits starting with 7',
  },
  chatAccountNoPhone: {
    ru: '{provider} не позволяет начать диалог по номеру телефона',
    en: '{provider} does not allow starting a dialogue by phone number',
  },
  chatAccountBroken: { ru: 'Аккаунт отключён: {error}', en: 'The account is disconnected: {error}' },
  chatRoleForbidden: {
    ru: 'Ваша роль не позволяет отвечать в личных сообщениях',
    en: 'Your role does not allow answering private messages',
  },
  chatMessageTooLong: {
    ru: 'Сообщение длиннее, чем позволяет {provider}: {length} из {limit}',
    en: 'The message is longer than {provider} allows: {length} of {limit}',
  },
  chatMessageEmpty: { ru: 'Напишите сообщение или приложите файл', en: 'Write a message or attach a file' },
  chatTooManyFiles: {
    ru: '{provider} позволяет не больше {limit} файлов в сообщении',
    en: '{provider} allows at most {limit} files per message',
  },
  chatNoFiles: { ru: '{provider} не принимает файлы в сообщениях', en: '{provider} takes no files in messages' },
  chatFileUnknown: { ru: 'Файл не найден или уже отправлен', en: 'The file is not found or already sent' },
  chatFileType: {
    ru: 'Этот тип файла нельзя отправить: {mime}',
    en: 'This file type cannot be sent: {mime}',
  },
  chatFileTooLarge: {
    ru: 'Файл больше {limit} МБ, которые позволяет {provider}',
    en: 'The file is larger than the {limit} MB {provider} allows',
  },
  chatFileBroken: { ru: 'Файл повреждён', en: 'The file is damaged' },
  chatReactionUnknown: {
    ru: '{provider} не знает такой реакции',
    en: '{provider} has no such reaction',
  },
  chatNoReactions: { ru: '{provider} не поддерживает реакции', en: '{provider} has no reactions' },
  chatReactionIncoming: {
    ru: 'Реакцию можно поставить только на сообщение собеседника',
    en: 'Only a message of the other side can get a reaction',
  },
  chatRetryNotFailed: {
    ru: 'Повторить можно только неотправленное сообщение',
    en: 'Only a message that failed can be sent again',
  },
  chatUsergroupUnknown: {
    ru: 'Группы пользователей {id} нет в пространстве диалога',
    en: "User group {id} is not in the dialogue's space",
  },
  chatDepartmentUnknown: {
    ru: 'Отдела {id} нет в пространстве диалога',
    en: "Department {id} is not in the dialogue's space",
  },
  // spec §1 user-group limit (chats/access.ts): a limited user keeps a chat with their groups or themselves.
  chatAssigneeLimited: {
    ru: 'Вы можете назначать диалоги только себе и своим группам',
    en: 'You can assign dialogues only to yourself and your own groups',
  },
  chatOutsideLimit: {
    ru: 'Диалог с этим номером уже есть и назначен не вашей группе',
    en: 'A dialogue with this number already exists and is assigned outside your groups',
  },
  chatConflict: {
    ru: '{user} уже изменил(а) диалог',
    en: '{user} has already changed the dialogue',
  },
  chatDeliveryFailed: { ru: 'Сеть не приняла сообщение', en: 'The network refused the message' },
} as const;
