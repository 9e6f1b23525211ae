// The account-connection providers behind POST v1/{provider}/auth (spec §7): the reference server ships a sandbox
// (sandbox.ts) that stands in for every network; a real adapter (VK, Facebook…) implements the same interface:
// where its authorization page is, and how a code it gave back becomes the network's account.
import type { FastifyInstance } from 'fastify';
import type { AccountProvider } from '@console/api/contract';
import type { AddressOptions } from '../http/addresses.ts';

/** The network's account as the provider describes it (all of it untrusted text). */
export type ProviderAccount = {
  providerId: string;
  name: string;
  screenName: string | null;
  domain: string | null;
  image: string | null;
  url: string | null;
};

/** What the callback page got back from the provider (spec §7 payload). */
export type ExchangeInput = {
  code?: string | undefined;
  oauthToken?: string | undefined;
  oauthVerifier?: string | undefined;
  redirectUri?: string | undefined;
};

export type ExchangeOutcome =
  | { ok: true; account: ProviderAccount }
  /** invalid: unknown, used or expired code; denied: the person refused; provider: the network failed. */
  | { ok: false; kind: 'invalid' | 'denied' | 'provider'; description?: string };

export interface AccountConnector {
  readonly name: string;
  /** The provider's authorization page for this console (`siteOrigin`): the console adds redirect_uri and state. */
  authorizeUrl(provider: AccountProvider, siteOrigin: string): string;
  exchange(provider: AccountProvider, input: ExchangeInput, now: number): Promise<ExchangeOutcome>;
  /** The sandbox serves its authorization pages; a real adapter registers nothing. */
  registerRoutes(app: FastifyInstance, addresses: AddressOptions): void;
}
