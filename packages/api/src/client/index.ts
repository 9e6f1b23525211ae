import { config } from 'zod/mini';

// zod probes `new Function` once for its fast path; the console's strict CSP forbids eval, so parse without it.
config({ jitless: true });

export { createClient, type ApiClient } from './createClient.ts';
export type { ClientOptions, ClientLocale } from './options.ts';
export { ApiError, isApiError, type ApiErrorKind, type ApiErrorInit } from './errors.ts';
export type { AuthResource, PasswordGrantInput } from './resources/auth.ts';
export type { MeResource } from './resources/me.ts';
export type { ConfigResource } from './resources/config.ts';
export { antiBotSign, sha256Hex } from './sign.ts';
export { toStoredToken } from './token.ts';
export { parseRuntimeConfig, type RuntimeConfigResult } from './runtimeConfig.ts';
