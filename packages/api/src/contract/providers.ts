import type { NetworkId } from './networks.ts';

/** spec §3 "Provider catalogue entry": the actions a network allows on its comments. */
export const PROVIDER_ACTIONS = ['exclude', 'delete', 'restore', 'reply', 'like', 'hide', 'edit_comment', 'report'] as const;
export type ProviderAction = (typeof PROVIDER_ACTIONS)[number];

/**
 * How a network measures a text's length, so the composer's live counter counts what the network counts:
 * 'codepoints' (Unicode code points), 'utf16' (UTF-16 code units, as JavaScript and most HTTP APIs count),
 * 'weighted' (X: most scripts count 1, CJK and emoji 2, every link 23).
 */
export type LengthUnit = 'codepoints' | 'utf16' | 'weighted';

/** One kind of text a network takes (a private message or a comment): its limits (spec §9). */
export interface TextLimits {
  /** Maximum length in the network's unit. */
  maxLength: number;
  /** A second limit in UTF-8 bytes (Instagram messages: 1000 bytes). */
  maxBytes?: number;
  /** Maximum length of a caption under an attachment (Telegram: 1024). */
  captionLength?: number;
  /** Attachments per message or comment; 0 when the network takes none. */
  uploads: number;
}

export interface ProviderEntry {
  id: NetworkId;
  name: string;
  longName: string;
  /** The network's brand colour (icons, row markers). */
  colour: string;
  unit: LengthUnit;
  /** Private messages, when the network has them. */
  messages: TextLimits | null;
  /** Public comments (or reviews), when the network has them. */
  comments: TextLimits | null;
  actions: readonly ProviderAction[];
  /** Seconds during which our own comment may still be edited (spec §9: VK 43200, vc 1200). */
  editWindowS?: number;
  /** Reactions the network offers on private messages (spec §3: VK numeric codes, the Telegram list, 12 WhatsApp emoji). */
  reactions?: readonly (string | number)[];
  /** Whether an image may be up to 10 MB rather than 5 MB (spec §9: "10 MB in some sources"). */
  largeUploads?: boolean;
  /** Not offered for new connections. */
  hidden?: boolean;
}

// spec §9: image attachments at most 5 MB; image, video or document at most 10 MB where a source allows.
export { IMAGE_UPLOAD_MAX_BYTES, LARGE_UPLOAD_MAX_BYTES } from '@console/spec';

// spec §3: the reaction sets.
export const VK_REACTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16] as const;
export type VkReaction = (typeof VK_REACTIONS)[number];
/**
 * What VK's numeric message reactions mean: the wire keeps the `reaction_id` of messages.sendReaction
 * (https://dev.vk.com/ru/method/messages.sendReaction), the screen shows the emoji. VK lists the ids only through
 * messages.getReactionsAssets (user token); this table is the one read from it and published in
 * https://github.com/pfrankov/openclaw-vk/pull/6 ("1=❤️, 2=🔥, … 16=🎉"). `name`: the locale key of its spoken name.
 */
export const VK_REACTION_MEANINGS = {
  1: { emoji: '❤️', name: 'heart' },
  2: { emoji: '🔥', name: 'fire' },
  3: { emoji: '😂', name: 'tearsOfJoy' },
  4: { emoji: '👍', name: 'thumbsUp' },
  5: { emoji: '💩', name: 'poo' },
  6: { emoji: '⁉️', name: 'exclamationQuestion' },
  7: { emoji: '😭', name: 'crying' },
  8: { emoji: '😡', name: 'angry' },
  9: { emoji: '👎', name: 'thumbsDown' },
  10: { emoji: '👌', name: 'ok' },
  11: { emoji: '😄', name: 'smile' },
  12: { emoji: '🤔', name: 'thinking' },
  13: { emoji: '🙏', name: 'foldedHands' },
  14: { emoji: '😘', name: 'kiss' },
  15: { emoji: '😍', name: 'heartEyes' },
  16: { emoji: '🎉', name: 'party' },
} as const satisfies Readonly<Record<VkReaction, { emoji: string; name: string }>>;
export type VkReactionName = (typeof VK_REACTION_MEANINGS)[VkReaction]['name'];
export const TELEGRAM_REACTIONS = [
  '👍',
  '👎',
  '❤',
  '🔥',
  '🥰',
  '👏',
  '😁',
  '🤔',
  '🤯',
  '😱',
  '🤬',
  '😢',
  '🎉',
  '🤩',
  '🤮',
  '💩',
  '🙏',
  '👌',
  '🕊',
  '🤡',
  '🥱',
  '🥴',
  '😍',
  '🐳',
  '❤‍🔥',
  '🌚',
  '🌭',
  '💯',
  '🤣',
  '⚡',
  '🍌',
  '🏆',
  '💔',
  '🤨',
  '😐',
  '🍓',
  '🍾',
  '💋',
  '🖕',
  '😈',
  '😴',
  '😭',
  '🤓',
  '👻',
  '👨‍💻',
  '👀',
  '🎃',
  '🙈',
  '😇',
  '😨',
  '🤝',
  '✍',
  '🤗',
  '🫡',
  '🎅',
  '🎄',
  '☃',
  '💅',
  '🤪',
  '🗿',
  '🆒',
  '💘',
  '🙉',
  '🦄',
  '😘',
  '💊',
  '🙊',
  '😎',
  '👾',
  '🤷‍♂',
  '🤷',
  '🤷‍♀',
  '😡',
] as const;
export const WHATSAPP_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🙏', '👏', '🔥', '🎉', '🤔', '👎', '💯'] as const;

const ALL: readonly ProviderAction[] = ['exclude', 'delete', 'restore', 'reply', 'like', 'hide', 'edit_comment', 'report'];
/** Networks whose public items are reviews with a 1–5 rating (maps, app stores, marketplaces), not comments on posts. */
export const REVIEW_NETWORKS: ReadonlySet<string> = new Set([
  'gmaps',
  'appstore',
  'googleplay',
  'rustore',
  'huawei',
  'ozon',
  'wildberries',
]);

const REPLY_ONLY: readonly ProviderAction[] = ['exclude', 'reply'];
const REVIEWS: readonly ProviderAction[] = ['exclude', 'reply', 'report'];

const comment = (maxLength: number, uploads = 0): TextLimits => ({ maxLength, uploads });
const message = (maxLength: number, uploads = 0): TextLimits => ({ maxLength, uploads });

/** spec §3, §9: every network the console knows, with the limits of spec §9's table. */
export const PROVIDERS: readonly ProviderEntry[] = [
  {
    id: 'vk',
    name: 'VK',
    longName: 'ВКонтакте',
    colour: '#0077ff',
    unit: 'utf16',
    messages: message(4000, 5),
    comments: comment(10000, 2),
    actions: ALL,
    editWindowS: 43200,
    reactions: VK_REACTIONS,
    largeUploads: true,
  },
  {
    id: 'facebook',
    name: 'Facebook',
    longName: 'Facebook Pages',
    colour: '#1877f2',
    unit: 'utf16',
    messages: message(2000, 1),
    comments: comment(4000, 1),
    actions: ['exclude', 'delete', 'reply', 'like', 'hide', 'edit_comment'],
  },
  {
    id: 'instagram',
    name: 'Instagram',
    longName: 'Instagram Business',
    colour: '#e1306c',
    unit: 'codepoints',
    messages: { maxLength: 550, maxBytes: 1000, uploads: 1 },
    comments: comment(2000),
    actions: ['exclude', 'delete', 'reply', 'hide'],
  },
  {
    id: 'threads',
    name: 'Threads',
    longName: 'Threads',
    colour: '#000000',
    unit: 'codepoints',
    messages: null,
    comments: comment(500, 1),
    actions: ['exclude', 'reply', 'hide', 'delete'],
  },
  {
    id: 'twitter',
    name: 'X',
    longName: 'X (Twitter)',
    colour: '#0f1419',
    unit: 'weighted',
    messages: message(9000, 1),
    comments: comment(280, 4),
    actions: ['exclude', 'delete', 'reply', 'like', 'hide'],
  },
  {
    id: 'ok',
    name: 'OK',
    longName: 'Одноклассники',
    colour: '#ee8208',
    unit: 'utf16',
    messages: message(2000, 1),
    comments: comment(3000),
    actions: ['exclude', 'delete', 'hide'],
  },
  {
    id: 'youtube',
    name: 'YouTube',
    longName: 'YouTube',
    colour: '#ff0000',
    unit: 'codepoints',
    messages: message(10000),
    comments: comment(5000),
    actions: ['exclude', 'delete', 'reply', 'like', 'hide', 'edit_comment'],
  },
  {
    id: 'tiktok',
    name: 'TikTok',
    longName: 'TikTok',
    colour: '#000000',
    unit: 'codepoints',
    messages: null,
    comments: comment(150),
    actions: ['exclude', 'delete', 'reply', 'like', 'hide'],
  },
  {
    id: 'telegram',
    name: 'Telegram',
    longName: 'Telegram',
    colour: '#229ed9',
    unit: 'utf16',
    messages: { maxLength: 4096, captionLength: 1024, uploads: 5 },
    comments: { maxLength: 4096, captionLength: 1024, uploads: 5 },
    actions: ['exclude', 'delete', 'reply'],
    reactions: TELEGRAM_REACTIONS,
    largeUploads: true,
  },
  {
    id: 'viber',
    name: 'Viber',
    longName: 'Viber',
    colour: '#7360f2',
    unit: 'utf16',
    messages: message(10000, 1),
    comments: null,
    actions: REPLY_ONLY,
  },
  {
    id: 'icq',
    name: 'ICQ',
    longName: 'ICQ New',
    colour: '#24c83c',
    unit: 'utf16',
    messages: message(4096, 1),
    comments: null,
    actions: REPLY_ONLY,
    hidden: true,
  },
  {
    id: 'vc',
    name: 'vc',
    longName: 'vc.ru',
    colour: '#e8a427',
    unit: 'codepoints',
    messages: null,
    comments: comment(3000),
    actions: ['exclude', 'delete', 'reply', 'edit_comment'],
    editWindowS: 1200,
  },
  {
    id: 'whatsapp',
    name: 'WhatsApp',
    longName: 'WhatsApp Business',
    colour: '#25d366',
    unit: 'utf16',
    messages: message(4096, 1),
    comments: null,
    actions: REPLY_ONLY,
    reactions: WHATSAPP_REACTIONS,
    largeUploads: true,
  },
  {
    id: 'max',
    name: 'MAX',
    longName: 'MAX',
    colour: '#5b3cf5',
    unit: 'codepoints',
    messages: message(4000, 1),
    comments: null,
    actions: REPLY_ONLY,
  },
  {
    id: 'linkedin',
    name: 'LinkedIn',
    longName: 'LinkedIn Pages',
    colour: '#0a66c2',
    unit: 'codepoints',
    messages: null,
    comments: comment(1250),
    actions: ['exclude', 'delete', 'reply', 'like'],
  },
  {
    id: 'rustore',
    name: 'RuStore',
    longName: 'RuStore',
    colour: '#0077ff',
    unit: 'codepoints',
    messages: null,
    comments: comment(500),
    actions: REVIEWS,
  },
  {
    id: 'googleplay',
    name: 'Google Play',
    longName: 'Google Play',
    colour: '#01875f',
    unit: 'codepoints',
    messages: null,
    comments: comment(350),
    actions: REVIEWS,
  },
  {
    id: 'appstore',
    name: 'App Store',
    longName: 'App Store',
    colour: '#0d96f6',
    unit: 'codepoints',
    messages: null,
    comments: comment(5970),
    actions: REVIEWS,
  },
  {
    id: 'huawei',
    name: 'Huawei',
    longName: 'Huawei AppGallery',
    colour: '#cf0a2c',
    unit: 'codepoints',
    messages: null,
    comments: comment(500),
    actions: REVIEWS,
  },
  {
    id: 'gmaps',
    name: 'Google Maps',
    longName: 'Google Maps reviews',
    colour: '#34a853',
    unit: 'codepoints',
    messages: null,
    comments: comment(5000),
    actions: ['exclude', 'reply', 'delete', 'report'],
  },
  {
    id: 'tpulse',
    name: 'Pulse',
    longName: 'Tinkoff Pulse',
    colour: '#ffdd2d',
    unit: 'codepoints',
    messages: null,
    comments: comment(1000),
    actions: ['exclude', 'reply', 'delete'],
  },
  {
    id: 'avito',
    name: 'Avito',
    longName: 'Avito',
    colour: '#00aaff',
    unit: 'codepoints',
    messages: message(1000, 1),
    comments: comment(1000),
    actions: ['exclude', 'reply'],
  },
  {
    id: 'discord',
    name: 'Discord',
    longName: 'Discord',
    colour: '#5865f2',
    unit: 'codepoints',
    messages: message(2000, 1),
    comments: null,
    actions: REPLY_ONLY,
  },
  {
    id: 'userecho',
    name: 'Userecho',
    longName: 'UserEcho',
    colour: '#3fa9f5',
    unit: 'codepoints',
    messages: null,
    comments: comment(32768),
    actions: ['exclude', 'reply', 'delete'],
  },
  {
    id: 'useresponse',
    name: 'Useresponse',
    longName: 'UseResponse',
    colour: '#ff6b00',
    unit: 'codepoints',
    messages: null,
    comments: comment(32768),
    actions: ['exclude', 'reply', 'delete'],
  },
  {
    id: 'ozon',
    name: 'Ozon',
    longName: 'Ozon Seller',
    colour: '#005bff',
    unit: 'codepoints',
    messages: message(1000, 1),
    comments: comment(5000),
    actions: ['exclude', 'reply'],
  },
  {
    id: 'wildberries',
    name: 'Wildberries',
    longName: 'Wildberries',
    colour: '#cb11ab',
    unit: 'codepoints',
    messages: message(1000, 1),
    comments: comment(5000),
    actions: ['exclude', 'reply'],
  },
  {
    id: 'slack',
    name: 'Slack',
    longName: 'Slack',
    colour: '#4a154b',
    unit: 'utf16',
    messages: message(4000, 1),
    comments: null,
    actions: REPLY_ONLY,
  },
];

const BY_ID = new Map(PROVIDERS.map((entry) => [entry.id, entry]));

/** The catalogue entry of a network; undefined for an id the console does not know. */
export const providerOf = (id: string): ProviderEntry | undefined => BY_ID.get(id as NetworkId);

/** Whether a network allows an action on its comments (spec §3 "Actions are flagged per network"). */
export const providerAllows = (id: string, action: ProviderAction): boolean => providerOf(id)?.actions.includes(action) ?? false;
