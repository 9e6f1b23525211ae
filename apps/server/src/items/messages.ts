// The comments inbox's texts, in both languages; spread into messages.ts.
export const itemsMessages = {
  // spec §1: what a role may not do with items.
  itemRoleForbidden: {
    ru: 'Ваша роль не позволяет это действие с комментариями',
    en: 'Your role does not allow this action on comments',
  },
  itemProviderForbidden: {
    ru: '{provider} не позволяет это действие с комментариями',
    en: '{provider} does not allow this action on comments',
  },
  itemReplyTooLong: {
    ru: 'Ответ длиннее, чем позволяет {provider}: {length} из {limit}',
    en: 'The reply is longer than {provider} allows: {length} of {limit}',
  },
  // spec §9 upload quota per comment; the files' own checks answer the chats' texts (chats/messages.ts).
  itemNoFiles: {
    ru: '{provider} не принимает файлы в ответах на комментарии',
    en: '{provider} takes no files in replies to comments',
  },
  itemTooManyFiles: {
    ru: '{provider} позволяет не больше {limit} файлов в ответе',
    en: '{provider} allows at most {limit} files per reply',
  },
  itemEditNotOwn: { ru: 'Изменить можно только свой ответ', en: 'Only your own reply can be edited' },
  itemEditWindowOver: {
    ru: '{provider} позволяет изменить ответ только в течение {minutes} мин.',
    en: '{provider} allows editing a reply only within {minutes} min',
  },
  itemSpacePaidOver: {
    ru: 'Оплаченный период закончился: изменения недоступны до оплаты',
    en: 'The paid period is over: changes are unavailable until it is paid',
  },
  itemTagUnknown: { ru: 'Такого тега нет', en: 'There is no such tag' },
  // Tags of another space (or none) on PATCH or bulk: the ids named, so the operator sees which ones.
  itemTagOtherSpace: {
    ru: 'Теги {ids} не относятся к пространству комментария',
    en: "Tags {ids} do not belong to the comment's space",
  },
  itemAssigneeUnknown: { ru: 'Такого пользователя нет в пространстве', en: 'There is no such user in the space' },
  itemUsergroupUnknown: { ru: 'Такой группы пользователей нет в пространстве', en: 'There is no such user group in the space' },
  // spec §1 user-group limit: a limited user cannot hand an item outside their groups.
  itemUsergroupLimited: {
    ru: 'Вы можете назначать комментарии только своим группам',
    en: 'You can assign comments only to your own groups',
  },
  // The 409 of a versioned write: who changed what, so the screen does not overwrite it.
  itemConflict: {
    ru: '{user} уже изменил(а) комментарий: {fields}',
    en: '{user} has already changed the comment: {fields}',
  },
  itemConflictSomeone: { ru: 'Кто-то', en: 'Someone' },
  itemFieldStatus: { ru: 'статус', en: 'status' },
  itemFieldPriority: { ru: 'приоритет', en: 'priority' },
  itemFieldSentiment: { ru: 'тональность', en: 'sentiment' },
  itemFieldTags: { ru: 'теги', en: 'tags' },
  itemFieldAssignee: { ru: 'ответственного', en: 'assignee' },
  itemFieldUsergroup: { ru: 'группу', en: 'user group' },
  itemFieldReply: { ru: 'ответ', en: 'reply' },
  itemFieldLike: { ru: 'отметку «Нравится»', en: 'like' },
  itemFieldHidden: { ru: 'скрытие', en: 'hiding' },
  itemFieldDeleted: { ru: 'удаление', en: 'deletion' },
  itemFieldReport: { ru: 'жалобу', en: 'report' },
  itemFieldExclude: { ru: 'исключение', en: 'exclusion' },
  itemFieldEdit: { ru: 'текст', en: 'text' },
} as const;
