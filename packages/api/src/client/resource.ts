import type { Http } from './http.ts';
import type { ClientOptions } from './options.ts';

/** What a feature resource is made from: the client's http (hosts, session, refresh, retries) and options. */
export interface ResourceContext {
  http: Http;
  options: ClientOptions;
  /** Milliseconds since the epoch (options.now or Date.now). */
  now: () => number;
  /** Registers a cache of the resource that client.clearCache() drops (spec §4 logout: "every cache"). */
  onClearCache(clear: () => void): void;
}

/**
 * A feature's resource: `client.resource(billingResource)` makes it once per client, on first use. The client itself
 * carries only what boot and /login need, so a feature's calls and schemas travel with the code that uses them
 * (quality.md bundle budgets).
 */
export type Resource<R> = (context: ResourceContext) => R;

/** Declares a feature resource (one per contract resource, in client/resources/<name>.ts). */
export const defineResource = <R>(make: Resource<R>): Resource<R> => make;
