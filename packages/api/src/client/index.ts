import { config } from 'zod/mini';

// zod probes `new Function` once for its fast path; the console's strict CSP forbids eval, so parse without it.
config({ jitless: true });

export { createClient, type ApiClient, type SessionControl } from './createClient.ts';
export type { ClientOptions, ClientLocale, ClientSession, RefreshLock } from './options.ts';
export type { ClientEvent, ClientEventListener } from './events.ts';
export {
  ApiError,
  isApiError,
  isSessionExpired,
  SESSION_EXPIRED_ERROR_TYPE,
  type ApiErrorKind,
  type ApiErrorInit,
} from './errors.ts';
export { REFRESH_LOCK_NAME, isInvalidRefresh } from './refreshQueue.ts';
export { REQUEST_TIMEOUT_MS } from './transport.ts';
export type { AuthResource, PasswordGrantInput } from './resources/auth.ts';
export type { MeResource } from './resources/me.ts';
export type { ConfigResource } from './resources/config.ts';
export type { CountsResource } from './resources/counts.ts';
export type { StatusResource } from './resources/status.ts';
export type { WorkingHoursResource } from './resources/workinghours.ts';
export { TEMPLATES_CACHE_MS, type TemplatesResource } from './resources/templates.ts';
export type { ClientErrorsResource } from './resources/clientErrors.ts';
export type { ObjectsResource, CompaniesResource } from './resources/objects.ts';
export type { FiltersResource } from './resources/filters.ts';
export type { EmojiResource } from './resources/emoji.ts';
export type { BillingResource } from './resources/billing.ts';
export type { ProfileResource } from './resources/profile.ts';
export type { EmailResource } from './resources/email.ts';
export type { TwoFactorResource } from './resources/twoFactor.ts';
export type { UserSettingsResource } from './resources/userSettings.ts';
export type { NotificationsResource } from './resources/notifications.ts';
export { antiBotSign, sha256Hex } from './sign.ts';
export { toStoredToken } from './token.ts';
export { parseRuntimeConfig, type RuntimeConfigResult } from './runtimeConfig.ts';
