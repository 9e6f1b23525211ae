// The identity providers behind social sign-in (spec §2.1 /login/{provider}, §7 v1/signup/provider, v1/me/social): the
// reference server ships a sandbox one per provider (sandbox.ts); a real one (oauth2.ts) implements the same interface.
// Pattern: billing/provider.ts.
import type { FastifyInstance } from 'fastify';
import type { SocialProvider } from '@console/api/contract';

/** Who the provider says the person is; email null when the provider did not share it (spec §7 no_email). */
export type SocialIdentity = { id: string; name: string; email: string | null };

export interface IdentityProvider {
  readonly provider: SocialProvider;
  /** 'sandbox' or 'oauth2': which implementation answers. */
  readonly kind: string;
  /** config.json social.{provider}: the client id and the page the console sends the person to (a code, the email scope). */
  publicConfig(siteOrigin: string): { clientId: string; authorizeUrl: string };
  /** The code the provider sent back to redirect_uri, exchanged once; null when it is unknown, used, expired or not for that address. */
  exchangeCode(input: { code: string; redirectUri: string; now: number }): Promise<SocialIdentity | null>;
  /** The sandbox's own authorization page; a real provider registers nothing. */
  registerRoutes?(app: FastifyInstance): void;
}

export type IdentityProviders = Readonly<Record<SocialProvider, IdentityProvider>>;
