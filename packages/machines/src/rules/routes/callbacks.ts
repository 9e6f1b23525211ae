// spec §2.2: the networks whose account-connection popup has a route /callback/{provider} (registry names
// callback-{provider}); a module of its own so the console's screen table can use it without the whole registry.
export const CALLBACK_PROVIDERS = [
  'vk',
  'ok',
  'facebook',
  'twitter',
  'instagram',
  'youtube',
  'slack',
  'google',
  'gmaps',
  'threads',
  'avito',
  'tpulse',
  'linkedin',
] as const;
