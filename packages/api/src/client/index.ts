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
export { defineResource, type Resource, type ResourceContext } from './resource.ts';
export type { AuthResource, PasswordGrantInput } from './resources/auth.ts';
export type { MeResource } from './resources/me.ts';
export type { ConfigResource } from './resources/config.ts';
export type { CountsResource } from './resources/counts.ts';
export type { ClientErrorsResource } from './resources/clientErrors.ts';
// Every other resource: `client.resource(<name>Resource)`, imported from '@console/api/client/<name>'.
export { antiBotSign, sha256Hex } from './sign.ts';
export { parseStoredToken, toStoredToken } from './token.ts';
export { parseRuntimeConfig, type RuntimeConfigResult } from './runtimeConfig.ts';
