// The account-connection providers behind POST v1/{provider}/auth (spec §7): the reference server ships a sandbox
// (sandbox.ts) that stands in for every network; a real adapter (VK, Facebook…) implements the same interface:
// where its authorization page is, and how a code it gave back becomes the network's account.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AccountProvider, KeyProvider } from '@console/api/contract';
import type { AddressOptions } from '../http/addresses.ts';

type RawRequest = IncomingMessage;

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
  /**
   * A network without a popup (docs/token-networks.md): asks the network who the keys belong to; 'provider' with the
   * network's own refusal when it rejects them. The keys already fit the catalogue's formats.
   */
  checkKeys(provider: KeyProvider, keys: Readonly<Record<string, string>>, now: number): Promise<ExchangeOutcome>;
  /**
   * The sandbox serves its authorization pages; a real adapter registers nothing. `tiktokRedirectHosts`: config.json's
   * three (spec §2.1), the only hosts TikTok's page sends the person back to.
   */
  registerRoutes(
    app: FastifyInstance,
    addresses: AddressOptions,
    tiktokRedirectHosts: (request: RawRequest) => readonly string[],
  ): void;
}
