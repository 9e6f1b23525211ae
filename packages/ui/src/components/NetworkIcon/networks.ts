// A network's badge: a short glyph on its brand colour, darkened where needed so white text keeps 4.5:1.
export interface NetworkBadge {
  glyph: string;
  colour: string;
}

export const NETWORK_BADGES: Readonly<Record<string, NetworkBadge>> = {
  vk: { glyph: 'VK', colour: '#0059c9' },
  facebook: { glyph: 'f', colour: '#1358c4' },
  instagram: { glyph: 'IG', colour: '#b8326a' },
  twitter: { glyph: 'X', colour: '#000000' },
  ok: { glyph: 'OK', colour: '#b35300' },
  youtube: { glyph: 'YT', colour: '#c4000d' },
  telegram: { glyph: 'TG', colour: '#166a9e' },
  viber: { glyph: 'Vb', colour: '#6a3fb0' },
  icq: { glyph: 'IQ', colour: '#1b7a34' },
  whatsapp: { glyph: 'WA', colour: '#137a3c' },
  threads: { glyph: '@', colour: '#000000' },
  tiktok: { glyph: 'TT', colour: '#111111' },
  gmaps: { glyph: 'GM', colour: '#1565c0' },
  appstore: { glyph: 'AS', colour: '#0a5fc9' },
  googleplay: { glyph: 'GP', colour: '#0b7a3b' },
  rustore: { glyph: 'RS', colour: '#0050c8' },
  huawei: { glyph: 'HW', colour: '#c7000b' },
  avito: { glyph: 'Av', colour: '#006d8c' },
  linkedin: { glyph: 'in', colour: '#0a5fb4' },
  slack: { glyph: 'S', colour: '#4a154b' },
  discord: { glyph: 'D', colour: '#4148b8' },
  max: { glyph: 'M', colour: '#5b2bd6' },
  vc: { glyph: 'vc', colour: '#b5121b' },
  tpulse: { glyph: 'P', colour: '#3d3d9e' },
  ozon: { glyph: 'O', colour: '#0047c8' },
  wildberries: { glyph: 'WB', colour: '#7f1d9b' },
  userecho: { glyph: 'UE', colour: '#2d6a9f' },
  useresponse: { glyph: 'UR', colour: '#2c6e49' },
};

export const OTHER_NETWORK: NetworkBadge = { glyph: '•', colour: '#545d68' };

export const badgeOf = (provider: string): NetworkBadge =>
  Object.hasOwn(NETWORK_BADGES, provider) ? NETWORK_BADGES[provider]! : OTHER_NETWORK;
