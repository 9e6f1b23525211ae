import type { StoredToken } from '../contract/auth.ts';
import type { DegradedField } from '../contract/degradable.ts';
import type { ApiError } from './errors.ts';

// What the client tells the app (spec §4, §6, §8); the app decides what the user sees.
export type ClientEvent =
  /** No host answered a request (emitted on every such failure; the app shows its notice once per outage). */
  | { type: 'network.down'; error: ApiError }
  /** An HTTP answer arrived after a network.down. */
  | { type: 'network.up' }
  /** A 403 answer to a request made for the signed-in session. */
  | { type: 'forbidden'; error: ApiError }
  /** The refresh token is missing or invalid: the app logs out with 'Session expired'. */
  | { type: 'session.expired' }
  /** Fields of an answer that did not parse were read as their defaults (docs/answers.md): the app reports them. */
  | { type: 'answer.degraded'; path: string; fields: DegradedField[] }
  /** This client obtained and stored a new token pair. */
  | { type: 'token.refreshed'; token: StoredToken };

export type ClientEventListener = (event: ClientEvent) => void;

export interface ClientEvents {
  emit(event: ClientEvent): void;
  subscribe(listener: ClientEventListener): () => void;
}

export function createClientEvents(): ClientEvents {
  const listeners = new Set<ClientEventListener>();
  return {
    emit(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          // A failing listener must not break the request that emitted: surface it as an uncaught error instead.
          setTimeout(() => {
            throw error;
          }, 0);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
