// The reference backend as a Fastify instance (no listen): main.ts serves it on two ports, tests inject into it.
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Db } from './db/database.ts';
import { createLoginThrottles, type LoginThrottles, type ThrottleRule, type ThrottleRules } from './auth/throttle.ts';
import { hasPublicHost, publicAddresses, type AddressOptions } from './http/addresses.ts';
import { registerConsole, type PublicConfig } from './http/console.ts';
import { registerIdempotency, type IdempotencyOptions } from './http/idempotency.ts';
import { frameworkErrors, registerBodyParsers, registerErrorHandling } from './http/errorHandling.ts';
import { collectRoutePolicies, enforcePolicies } from './http/policy.ts';
import { refuseNulCharacters } from './http/requestText.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerSecurity } from './http/security.ts';
import { clientErrorsRoutes } from './routes/clientErrors.ts';
import { configRoutes } from './routes/config.ts';
import { countsRoutes } from './routes/counts.ts';
import { emojiRoutes } from './routes/emoji.ts';
import { filtersRoutes } from './routes/filters.ts';
import { healthRoutes } from './routes/health.ts';
import { meRoutes } from './routes/me.ts';
import { objectsRoutes } from './routes/objects.ts';
import { itemsRoutes } from './routes/items.ts';
import { issuesRoutes } from './routes/issues.ts';
import { issueAttachmentsRoutes } from './routes/issueAttachments.ts';
import { membersRoutes } from './routes/members.ts';
import { usergroupsRoutes } from './routes/usergroups.ts';
import { templatesRoutes } from './routes/templates.ts';
import { chatsRoutes } from './routes/chats.ts';
import { revokeRoutes } from './routes/revoke.ts';
import { statusRoutes } from './routes/status.ts';
import type { SocketOptions } from './realtime/connection.ts';
import { createPublisher, type SocketPublisher } from './realtime/socketPublisher.ts';
import { socketRoutes } from './realtime/socketRoute.ts';
import { tokenRoutes } from './routes/token.ts';
import { workingHoursRoutes } from './routes/workinghours.ts';
import { workScheduleRoutes } from './routes/workSchedule.ts';
import { statsRoutes } from './routes/stats.ts';
import { statsLoadRoutes } from './routes/statsLoad.ts';
import { statsLiveRoutes } from './routes/statsLive.ts';
import { statsStatusesRoutes } from './routes/statsStatuses.ts';
import { statsExportRoutes } from './routes/statsExport.ts';
import { billingRoutes } from './routes/billing.ts';
import { referralRoutes } from './routes/referral.ts';
import type { PaymentProvider } from './billing/provider.ts';
import { createSandboxProvider } from './billing/sandbox.ts';
import { registerProfileRoutes } from './routes/profile/index.ts';
import type { TwoFactorSecrets } from './profile/recoveryCodes.ts';
import { randomOneUseCodes, type OneUseCodes } from './auth/oneUseCodes.ts';
import { signupRoutes } from './routes/signup.ts';
import { noCaptcha, type CaptchaVerifier } from './signup/captcha.ts';
import { outboxPageRoutes } from './signup/outboxPage.ts';
import { guardOutbox, outboxState } from './signup/outboxAccess.ts';
import { bindMailTransport, smtpTransport } from './profile/mailTransport.ts';
import { accountsRoutes } from './routes/accounts.ts';
import type { AccountConnector } from './accounts/provider.ts';
import { createSandboxConnector } from './accounts/sandbox.ts';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from './seed.ts';
import { socialRoutes } from './routes/social.ts';
import { publicPagesRoutes } from './routes/publicPages.ts';
import { createIdentityProviders } from './social/providers.ts';
import type { IdentityProviders } from './social/provider.ts';
import { stripAnswersToSpec } from './http/specMinimal.ts';
import { testClockRoutes, type TestClockDeps } from './clock/testClock.ts';
import type { ChannelAdapters } from './integrations/channel.ts';
import { createSandboxChannels } from './integrations/sandbox.ts';
import { channelsPageRoutes } from './integrations/channelsPage.ts';
import { integrationsRoutes } from './routes/integrations.ts';
import { hdeRoutes } from './routes/hde.ts';
import type { DeskAdapter } from './hde/desk.ts';
import { createSandboxDesk } from './hde/sandbox.ts';
import { processTokenCipher, type TokenCipher } from './integrations/tokenCipher.ts';
import { subscriptionsRoutes } from './routes/subscriptions.ts';
import { tagsRoutes } from './routes/tags.ts';
import { accountSettingsRoutes } from './routes/accountSettings.ts';
import { companiesRoutes } from './routes/companies.ts';
import { faviconStandInRoutes } from './routes/faviconStandIn.ts';
import { labelsRoutes } from './routes/labels.ts';
import { exclusionsRoutes } from './routes/exclusions.ts';
import { stickersRoutes } from './routes/stickers.ts';
import { macrosRoutes } from './routes/macros.ts';
import { workspaceRoutes } from './routes/workspace.ts';
import { enforceSections } from './workspace/sections.ts';
import { closeConnectionsAsAnswered } from './http/closing.ts';

export const DEFAULT_CONSOLE_DIR = fileURLToPath(new URL('../../console/dist', import.meta.url));
export const DEFAULT_PRODUCT_NAME = 'Omnidesk Console';

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  productName: DEFAULT_PRODUCT_NAME,
  clientId: DEFAULT_CLIENT_ID,
  clientSecret: DEFAULT_CLIENT_SECRET,
  faqUrl: { ru: 'https://help.omnidesk.example/ru/faq', en: 'https://help.omnidesk.example/en/faq' },
  tiktokRedirectHosts: (addresses) => [
    'https://console.omnidesk.example',
    'https://app.omnidesk.example',
    `http://localhost:${new URL(addresses.origins[0]).port}`,
  ],
};

export type AppDeps = {
  db: Db;
  /** The built console; default apps/console/dist. */
  consoleDir?: string;
  /** Clock in unix ms; tests move it. */
  now?: () => number;
  /** PORT and PORT+1 as announced in config.json, CORS and CSP. */
  ports?: AddressOptions['ports'];
  /** The deployment's hostname (PUBLIC_HOST); default: the loopback names (docs/deployment.md "Origins"). */
  publicHost?: string;
  /** The public origins are https (PUBLIC_HTTPS=1): links, config.json and HSTS say so. */
  publicHttps?: boolean;
  /** SMTP_URL and MAIL_FROM: letters go out by SMTP and the sandbox outbox is off (docs/deployment.md "Mail"). */
  smtp?: { url: string; from: string };
  publicConfig?: Partial<PublicConfig>;
  /** Login throttling limits (tests lower them)… */
  throttle?: Partial<ThrottleRules>;
  /** …or shared throttling state (main.ts: both ports count together). */
  throttles?: LoginThrottles;
  logger?: FastifyServerOptions['logger'];
  /** Access token lifetime in seconds (env ACCESS_TOKEN_TTL_S; e2e drills use a short one); default 3600. */
  accessTokenTtlS?: number;
  /** Idempotency-Key waiting and purging (tests shorten the wait). */
  idempotency?: Partial<IdempotencyOptions>;
  /** POST v1/client_errors per-IP limit; default 30 a minute. */
  clientErrorsLimit?: ThrottleRule;
  /** The drizzle/ folder /healthz compares the database with; default apps/server/drizzle. */
  migrationsFolder?: string;
  /** Socket messages to every connection of both ports (main.ts makes one per process); default: one per app. */
  publisher?: SocketPublisher;
  /** Socket limits (tests shorten the auth timeout). */
  socket?: Partial<SocketOptions>;
  /** Where payments are made (main.ts shares one with the job runner); default: the sandbox provider. */
  paymentProvider?: PaymentProvider;
  /** The sandbox outbox page and endpoint (docs/deployment.md); default on for loopback peers, SANDBOX_OUTBOX=0 turns them off. */
  sandboxOutbox?: boolean;
  /** The sign-up captcha; default none (main.ts: reCAPTCHA when RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY are set). */
  captcha?: CaptchaVerifier;
  /** Where accounts are connected (spec §7 POST v1/{provider}/auth); default: the sandbox of every network. */
  accountConnector?: AccountConnector;
  /** Social sign-in; default: the sandbox identity provider for each (real ones when env configures them). */
  identityProviders?: IdentityProviders;
  /** SOCIAL_<PROVIDER>_CLIENT_ID / _CLIENT_SECRET: a real provider instead of its sandbox (main.ts passes process.env). */
  socialEnv?: Readonly<Record<string, string | undefined>>;
  /** Two-factor secrets and recovery codes; default random (the recording server: seeded, docs/mocks.md). */
  twoFactorSecrets?: TwoFactorSecrets;
  /** The one-use links' and codes' secrets; default random (the recording server: counted, docs/mocks.md). */
  oneUseCodes?: OneUseCodes;
  /** Answers stripped to the fields of spec §3 (docs/answers.md); the end-to-end tests only. */
  specMinimalAnswers?: boolean;
  /** TEST_CLOCK=1 (the end-to-end tests only): the movable clock and the job runner's runDue (docs/testing.md). */
  testClock?: TestClockDeps;
  /** The Telegram bot and Slack app of settings/integrations (main.ts shares them with the job runner); default: their sandboxes. */
  channelAdapters?: ChannelAdapters;
  /** The integration tokens' key (main.ts: INTEGRATION_TOKEN_KEY or the key file, shared with the job runner); default: this process's. */
  tokenCipher?: TokenCipher;
  /** The HelpDeskEddy desk (docs/hde.md); default: the sandbox desk. */
  deskAdapter?: DeskAdapter;
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  if (deps.testClock && (deps.publicHost || deps.smtp)) throw new Error('a movable clock is never set up for a deployment');
  const now = deps.testClock?.clock.now ?? deps.now ?? Date.now;
  const codes = deps.oneUseCodes ?? randomOneUseCodes;
  const addressOptions: AddressOptions = { ports: deps.ports, publicHost: deps.publicHost, publicHttps: deps.publicHttps };
  const publisher = deps.publisher ?? createPublisher();
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  collectRoutePolicies(app); // first: every route registered after this needs a policy
  const mailTransport = deps.smtp ? smtpTransport(deps.smtp.url, deps.smtp.from) : undefined;
  if (mailTransport) {
    const unbind = bindMailTransport(deps.db, mailTransport);
    app.addHook('onClose', async () => {
      unbind();
      mailTransport.close();
    });
  }
  const outbox = outboxState({
    switchedOn: deps.sandboxOutbox !== false,
    publicHost: hasPublicHost(addressOptions),
    mailTransport: mailTransport !== undefined,
  });
  closeConnectionsAsAnswered(app);
  registerErrorHandling(app);
  registerBodyParsers(app);
  await registerSecurity(app, addressOptions, { recaptcha: Boolean(deps.captcha?.siteKey) }); // before the policy check, so 401/403 answers carry the headers too
  guardOutbox(app, outbox); // after the security headers, so its 404 carries them too
  enforcePolicies(app, { db: deps.db, now });
  enforceSections(app, { db: deps.db }); // after the policy: a section switched off refuses its routes (docs/sections.md)
  refuseNulCharacters(app); // after the policy check: an anonymous caller gets 401 first
  registerIdempotency(app, { db: deps.db, now, options: deps.idempotency }); // after the policy check: keys are per user
  await registerOpenApi(app);
  if (deps.specMinimalAnswers) stripAnswersToSpec(app);

  healthRoutes(app, { db: deps.db, migrationsFolder: deps.migrationsFolder });
  const throttles = deps.throttles ?? createLoginThrottles(deps.throttle, now);
  tokenRoutes(app, {
    db: deps.db,
    now,
    throttles,
    accessTokenTtlS: deps.accessTokenTtlS,
    ...(deps.testClock ? { realNow: deps.testClock.clock.real } : {}),
  });
  revokeRoutes(app, { db: deps.db, now, publisher });
  meRoutes(app);
  configRoutes(app, { db: deps.db, now });
  countsRoutes(app, { db: deps.db });
  statusRoutes(app, { db: deps.db, publisher, now });
  objectsRoutes(app, { db: deps.db });
  itemsRoutes(app, { db: deps.db, now, publisher });
  issuesRoutes(app, { db: deps.db, now, publisher });
  issueAttachmentsRoutes(app, { db: deps.db, now });
  usergroupsRoutes(app, { db: deps.db });
  templatesRoutes(app, { db: deps.db, now });
  chatsRoutes(app, { db: deps.db, now, publisher });
  workingHoursRoutes(app, { db: deps.db, now });
  workScheduleRoutes(app, { db: deps.db, now });
  statsRoutes(app, { db: deps.db });
  statsLoadRoutes(app, { db: deps.db });
  statsLiveRoutes(app, { db: deps.db, now, heldLocks: () => publisher.heldLocks() });
  statsStatusesRoutes(app, { db: deps.db, now });
  statsExportRoutes(app, { db: deps.db, now, addresses: addressOptions });
  filtersRoutes(app, { db: deps.db });
  emojiRoutes(app, { db: deps.db });
  clientErrorsRoutes(app, { db: deps.db, now, limit: deps.clientErrorsLimit });
  const provider = deps.paymentProvider ?? createSandboxProvider({ db: deps.db, now });
  billingRoutes(app, { db: deps.db, now, provider, addresses: addressOptions });
  referralRoutes(app, { db: deps.db });
  registerProfileRoutes(app, {
    db: deps.db,
    now,
    publisher,
    addresses: addressOptions,
    throttles,
    accessTokenTtlS: deps.accessTokenTtlS,
    productName: deps.publicConfig?.productName ?? DEFAULT_PRODUCT_NAME,
    sandboxOutbox: outbox.on,
    twoFactorSecrets: deps.twoFactorSecrets,
    codes,
  });
  signupRoutes(app, {
    db: deps.db,
    now,
    addresses: addressOptions,
    throttles,
    captcha: deps.captcha ?? noCaptcha,
    publisher,
    accessTokenTtlS: deps.accessTokenTtlS,
    codes,
  });
  outboxPageRoutes(app, { db: deps.db }); // GET /sandbox/outbox: 404 unless guardOutbox lets the request through
  const tiktokHosts = { ...DEFAULT_PUBLIC_CONFIG, ...deps.publicConfig }.tiktokRedirectHosts;
  accountsRoutes(app, {
    db: deps.db,
    now,
    connector: deps.accountConnector ?? createSandboxConnector({ now }),
    addresses: addressOptions,
    tokens: deps.tokenCipher ?? processTokenCipher,
    tiktokRedirectHosts: (raw) => tiktokHosts(publicAddresses(raw, addressOptions)),
  });
  const identityProviders =
    deps.identityProviders ??
    createIdentityProviders({ db: deps.db, now, addresses: addressOptions, codes, env: deps.socialEnv });
  for (const provider of Object.values(identityProviders)) provider.registerRoutes?.(app);
  socialRoutes(app, {
    db: deps.db,
    now,
    throttles,
    addresses: addressOptions,
    providers: identityProviders,
    accessTokenTtlS: deps.accessTokenTtlS,
    codes,
  });
  publicPagesRoutes(app, { db: deps.db, now, codes });
  if (deps.testClock) testClockRoutes(app, deps.testClock); // absent unless TEST_CLOCK=1 (docs/deployment.md)
  const channelAdapters = deps.channelAdapters ?? createSandboxChannels({ db: deps.db, now });
  integrationsRoutes(app, {
    db: deps.db,
    now,
    adapters: channelAdapters,
    tokens: deps.tokenCipher ?? processTokenCipher,
    productName: deps.publicConfig?.productName ?? DEFAULT_PRODUCT_NAME,
  });
  subscriptionsRoutes(app, { db: deps.db, now, addresses: addressOptions });
  hdeRoutes(app, {
    db: deps.db,
    now,
    desk: deps.deskAdapter ?? createSandboxDesk({ db: deps.db, now }),
    tokens: deps.tokenCipher ?? processTokenCipher,
  });
  channelsPageRoutes(app, { db: deps.db }); // GET /sandbox/channels: 404 unless guardOutbox lets the request through
  membersRoutes(app, { db: deps.db, now, publisher, addresses: addressOptions, codes });
  workspaceRoutes(app, { db: deps.db, publisher, now, addresses: addressOptions });
  tagsRoutes(app, { db: deps.db, now });
  companiesRoutes(app, { db: deps.db, now });
  faviconStandInRoutes(app);
  labelsRoutes(app, { db: deps.db, now });
  accountSettingsRoutes(app, { db: deps.db });
  exclusionsRoutes(app, { db: deps.db });
  stickersRoutes(app, { db: deps.db });
  macrosRoutes(app, { db: deps.db, now, publisher });
  await socketRoutes(app, { db: deps.db, now, publisher, addresses: addressOptions, options: deps.socket });
  await registerConsole(app, {
    ...addressOptions,
    consoleDir: deps.consoleDir ?? DEFAULT_CONSOLE_DIR,
    publicConfig: { ...DEFAULT_PUBLIC_CONFIG, captchaSiteKey: deps.captcha?.siteKey ?? null, ...deps.publicConfig },
    social: (siteOrigin) =>
      Object.fromEntries(Object.values(identityProviders).map((p) => [p.provider, p.publicConfig(siteOrigin)])),
  });
  return app;
}
