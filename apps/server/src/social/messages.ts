// The social providers' names in both languages (the sandbox pages and the {provider} of the server's texts).
export const SOCIAL_PROVIDER_NAMES = {
  vk: { ru: 'ВКонтакте', en: 'VK' },
  vkid: { ru: 'VK ID', en: 'VK ID' },
  google: { ru: 'Google', en: 'Google' },
  facebook: { ru: 'Facebook', en: 'Facebook' },
  yandex: { ru: 'Яндекс', en: 'Yandex' },
} as const;
