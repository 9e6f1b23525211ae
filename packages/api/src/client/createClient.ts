import { createHttp } from './http.ts';
import type { ClientOptions } from './options.ts';
import { authResource, type AuthResource } from './resources/auth.ts';
import { configResource, type ConfigResource } from './resources/config.ts';
import { meResource, type MeResource } from './resources/me.ts';

export interface ApiClient {
  auth: AuthResource;
  me: MeResource;
  config: ConfigResource;
  /** The API host that later calls try first (the last one that answered). */
  preferredHost(): string;
}

export function createClient(options: ClientOptions): ApiClient {
  const now = options.now ?? Date.now;
  const http = createHttp(options);
  return {
    auth: authResource(http, options, now),
    me: meResource(http),
    config: configResource(http, now),
    preferredHost: http.preferredHost,
  };
}
