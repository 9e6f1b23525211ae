import * as z from 'zod/mini';

/**
 * The network (provider) ids the console knows: the rows of spec §9's limits table, plus ICQ and Slack of spec §1
 * (callback and sign-in ids of spec §2.2 use the same spelling: vk, ok, twitter, gmaps, tpulse…). The provider
 * catalogue of a later issue describes each one; until then this list is what the API accepts as a network.
 */
export const NETWORK_IDS = [
  'vk',
  'facebook',
  'instagram',
  'threads',
  'twitter',
  'ok',
  'youtube',
  'tiktok',
  'telegram',
  'viber',
  'icq',
  'vc',
  'whatsapp',
  'max',
  'linkedin',
  'rustore',
  'googleplay',
  'appstore',
  'huawei',
  'gmaps',
  'tpulse',
  'avito',
  'discord',
  'userecho',
  'useresponse',
  'ozon',
  'wildberries',
  'slack',
] as const;
export const NetworkId = z.enum(NETWORK_IDS);
export type NetworkId = z.infer<typeof NetworkId>;
