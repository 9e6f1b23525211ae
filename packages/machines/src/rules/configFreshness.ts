// When the config is reloaded (spec §4 "Config freshness", §9 "Config reload"): the rule lives in @console/spec.
export { CONFIG_MAX_AGE_EXPIRED_MS, CONFIG_MAX_AGE_MS, isConfigStale, type ConfigAge } from '@console/spec';
// spec §8 "Config load", §9 "other error toasts 30 s": the server's text stays this long.
export { ERROR_TOAST_MS as CONFIG_ERROR_SHOW_MS } from '@console/spec';
