// settings/accounts/{id} and its reactions page (spec §2.4; docs/mocks.md, docs/accounts.md): the test seed's VK
// account renamed, then a save begun before that refused (docs/error-types.md conflict; then put back); the Instagram
// account in error with the providers its reconnect needs; the Telegram bot's thumbs-down turned off (put back).
// Played last: its writes change accounts no earlier script reads, and it puts them back.
import { stickerSetsOf, TELEGRAM_REACTIONS, VK_REACTIONS } from '@console/api/contract';
import { read, write, type RecordingScript } from './script.ts';

const VK = 1; // 'Кофейня «Зерно» ВКонтакте' in company 1
const BROKEN = 3; // 'zerno.coffee', Instagram, in error
const TELEGRAM = 2; // 'Zerno Bot'
const MAPS = 4; // 'Зерно на Тверской', Google Maps: no reactions
const vkName = 'Кофейня «Зерно» ВКонтакте';
const flags = { comments: true, messages: true };
const vkSeen = { name: vkName, company: 1, disconnected: false, flags, reactions: [...VK_REACTIONS] };
const staleVk = write('administrator', 'PATCH', `/v1/objects/${VK}`, {
  name: 'Кофейня Зерно',
  company: 1,
  flags,
  seen: vkSeen,
});
const telegramSeen = {
  name: 'Zerno Bot',
  company: 1,
  disconnected: false,
  flags,
  reactions: [...TELEGRAM_REACTIONS],
};

export const ACCOUNT_EDIT_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'accountEdit',
    about:
      'spec §2.4 settings/accounts/{id}: an account with its item and chat counts, renamed, a save begun before that refused (put back); an account in error and the providers its reconnect opens',
    steps: [
      read('administrator', `/v1/objects/${VK}/settings`),
      read('administrator', `/v1/objects/${BROKEN}/settings`),
      read('administrator', '/v1/accounts/providers'),
      write('administrator', 'PATCH', `/v1/objects/${VK}`, { name: 'Зерно ВКонтакте', company: 1, flags, seen: vkSeen }),
      staleVk,
      { ...staleVk, language: 'en' },
      write('administrator', 'PATCH', `/v1/objects/${VK}`, { name: vkName }),
    ],
  },
  {
    name: 'accountReactions',
    about:
      'spec §2.4 settings/accounts/{id}/reactions: the Telegram bot offers every reaction of its set, a maps account none; one turned off (put back)',
    steps: [
      read('administrator', `/v1/objects/${TELEGRAM}/settings`),
      read('administrator', `/v1/objects/${MAPS}/settings`),
      write('administrator', 'PATCH', `/v1/objects/${TELEGRAM}`, {
        reactions: TELEGRAM_REACTIONS.filter((value) => value !== '👎'),
        seen: telegramSeen,
      }),
      write('administrator', 'PATCH', `/v1/objects/${TELEGRAM}`, { reactions: [...TELEGRAM_REACTIONS] }),
    ],
  },
];

// settings/accounts/{id}/stickers (spec §2.4 stickers; docs/accounts.md): the Telegram bot's three sandbox sets, all on;
// Mint turned off; a save begun before that refused (409 with the sets as they are now; ru and en); put back. The maps
// account has none.
const allTelegramSets = stickerSetsOf('telegram').map((entry) => entry.id);
const staleStickers = write('administrator', 'PATCH', `/v1/objects/${TELEGRAM}/stickers`, {
  enabled: ['tg-sunny'],
  seen: allTelegramSets,
});
export const ACCOUNT_STICKERS_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'accountStickers',
    about:
      'spec §2.4 settings/accounts/{id}/stickers: the Telegram bot offers its three sets; one turned off, a save begun before that refused (409), put back; a maps account has none',
    steps: [
      read('administrator', `/v1/objects/${TELEGRAM}/settings`),
      read('administrator', `/v1/objects/${TELEGRAM}/stickers`),
      read('administrator', `/v1/objects/${MAPS}/settings`),
      read('administrator', `/v1/objects/${MAPS}/stickers`),
      write('administrator', 'PATCH', `/v1/objects/${TELEGRAM}/stickers`, {
        enabled: allTelegramSets.filter((id) => id !== 'tg-mint'),
        seen: allTelegramSets,
      }),
      staleStickers,
      { ...staleStickers, language: 'en' },
      write('administrator', 'PATCH', `/v1/objects/${TELEGRAM}/stickers`, { enabled: allTelegramSets }),
    ],
  },
];
