// The v1 contract suite (packages/api/test/contractSuite.ts) against the live reference server.
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { parseRuntimeConfig } from '@console/api/client';
import { defineContractSuite } from '@console/api/testing';
import { users, userSocialLogins } from '../src/db/schema.ts';
import { DEMO_OTP_SECRET } from '../src/seed.ts';
import { DEMO_OAUTH_CLIENT } from '../src/seed/social.ts';
import { SANDBOX_SOCIAL_PATH } from '../src/social/sandbox.ts';
import { startTestServer } from './startTestServer.ts';

defineContractSuite('live server', async () => {
  const server = await startTestServer();
  const base = server.baseUrl.endsWith('/') ? server.baseUrl : `${server.baseUrl}/`;
  try {
    // The console's client credentials come from config.json, as in the browser. Only the port the test server
    // listens on is used: the second host of config.json (PORT+1) is not opened here.
    const response = await fetch(`${base}config.json`);
    const parsed = parseRuntimeConfig(await response.json());
    if (!parsed.ok) throw new Error(`config.json: ${parsed.issues.join('; ')}`);
    return {
      apiHosts: [base],
      clientId: parsed.config.clientId,
      clientSecret: parsed.config.clientSecret,
      // The seed's public demo secret; the server rejects a code used twice, and the suite uses it once.
      otpCode: () => generate({ secret: DEMO_OTP_SECRET }),
      totp: (secret) => generate({ secret }),
      // What a person's Allow on the sandbox provider's page gives the console's /login/{provider}.
      socialCode: async (provider, identity) => {
        const redirectUri = `${base}login/${provider}`;
        let account = `contract-${provider}-${Math.random().toString(36).slice(2)}`;
        let email = 'linkedTo' in identity ? '' : (identity.email ?? '');
        if ('linkedTo' in identity) {
          const [linked] = await server.database.db
            .select({ id: userSocialLogins.providerUserId })
            .from(userSocialLogins)
            .innerJoin(users, eq(users.id, userSocialLogins.userId))
            .where(and(eq(users.email, identity.linkedTo), eq(userSocialLogins.provider, provider)));
          if (!linked) throw new Error(`no ${provider} identity is linked to ${identity.linkedTo}`);
          account = linked.id;
          email = identity.linkedTo;
        }
        const form = { action: 'allow', redirect_uri: redirectUri, scope: 'email', account, name: 'Contract Person', email };
        const answer = await fetch(`${base}${SANDBOX_SOCIAL_PATH.slice(1)}/${provider}/authorize`, {
          method: 'POST',
          redirect: 'manual',
          body: new URLSearchParams({ ...form, ...(email === '' ? { no_email: '1' } : {}) }),
        });
        const code = new URL(answer.headers.get('location') ?? '', base).searchParams.get('code');
        if (!code) throw new Error(`the sandbox page answered ${answer.status} without a code`);
        return { code, redirectUri };
      },
      oauthClient: DEMO_OAUTH_CLIENT,
      chats: true,
      live: true,
      teardown: () => server.close(),
    };
  } catch (error) {
    await server.close();
    throw error;
  }
});
