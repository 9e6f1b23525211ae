// The profile slice's endpoints: profile and password, email change and confirmation, two-factor,
// my settings, notifications.
import type { FastifyInstance } from 'fastify';
import type { LoginThrottles } from '../../auth/throttle.ts';
import type { Db } from '../../db/database.ts';
import type { AddressOptions } from '../../http/addresses.ts';
import type { TwoFactorSecrets } from '../../profile/recoveryCodes.ts';
import type { Publisher } from '../../realtime/publisher.ts';
import { emailRoutes } from './email.ts';
import type { OneUseCodes } from '../../auth/oneUseCodes.ts';
import { notificationsRoutes } from './notifications.ts';
import { profileRoutes } from './profile.ts';
import { twoFactorRoutes } from './twoFactor.ts';
import { userSettingsRoutes } from './userSettings.ts';

export type ProfileDeps = {
  db: Db;
  now: () => number;
  publisher: Publisher;
  addresses: AddressOptions;
  throttles: LoginThrottles;
  accessTokenTtlS?: number;
  /** The issuer the authenticator app shows (config.json productName). */
  productName: string;
  /** The sandbox outbox endpoint; off with SANDBOX_OUTBOX=0, PUBLIC_HOST or SMTP_URL (docs/deployment.md). */
  sandboxOutbox?: boolean;
  /** Where new two-factor secrets and recovery codes come from; default random. */
  twoFactorSecrets?: TwoFactorSecrets;
  /** The one-use links' secrets (email confirmation). */
  codes: OneUseCodes;
};

export function registerProfileRoutes(app: FastifyInstance, deps: ProfileDeps): void {
  profileRoutes(app, deps);
  emailRoutes(app, deps);
  twoFactorRoutes(app, deps);
  userSettingsRoutes(app, deps);
  notificationsRoutes(app, deps);
}
