import type { StoredToken } from '../contract/auth.ts';
import { createClientEvents, type ClientEventListener } from './events.ts';
import { createHttp } from './http.ts';
import type { ClientOptions } from './options.ts';
import type { Resource, ResourceContext } from './resource.ts';
import { authResource, type AuthResource } from './resources/auth.ts';
import { clientErrorsResource, type ClientErrorsResource } from './resources/clientErrors.ts';
import { configResource, type ConfigResource } from './resources/config.ts';
import { countsResource, type CountsResource } from './resources/counts.ts';
import { meResource, type MeResource } from './resources/me.ts';

export interface SessionControl {
  /** The token to use instead of `staleAccessToken`: the stored one if newer, else the one queued refresh's (spec §4). */
  refresh(staleAccessToken: string): Promise<StoredToken>;
}

/**
 * The one API client. It carries what boot, /login and the session need; every other resource is made on first use
 * with `client.resource(<name>Resource)` (client/resources/<name>.ts, imported from '@console/api/client/<name>'), so
 * a feature's calls and schemas load with its screens, not with the app's entry (quality.md bundle budgets).
 */
export interface ApiClient {
  auth: AuthResource;
  me: MeResource;
  config: ConfigResource;
  counts: CountsResource;
  clientErrors: ClientErrorsResource;
  session: SessionControl;
  /** A feature resource of this client, made once on first use (e.g. `client.resource(billingResource).plans()`). */
  resource<R>(resource: Resource<R>): R;
  /** Network, access and session events (see ClientEvent); returns the unsubscribe. */
  subscribe(listener: ClientEventListener): () => void;
  /** Drops every client-side cache (spec §4 logout: "clear the session and every cache"). */
  clearCache(): void;
  /** The API host that later calls try first (the last one that answered). */
  preferredHost(): string;
}

export function createClient(options: ClientOptions): ApiClient {
  const now = options.now ?? Date.now;
  const events = createClientEvents();
  const http = createHttp(options, events);
  const caches: (() => void)[] = [];
  const context: ResourceContext = { http, options, now, onClearCache: (clear) => void caches.push(clear) };
  const made = new Map<Resource<unknown>, unknown>();
  return {
    auth: authResource(http, options, now),
    me: meResource(http),
    config: configResource(http, now),
    counts: countsResource(http),
    clientErrors: clientErrorsResource(http),
    session: { refresh: http.refreshSession },
    resource<R>(resource: Resource<R>): R {
      if (!made.has(resource)) made.set(resource, resource(context));
      return made.get(resource) as R;
    },
    subscribe: events.subscribe,
    clearCache: () => caches.forEach((clear) => clear()),
    preferredHost: http.preferredHost,
  };
}
