// The v1 contract suite (packages/api/test/contractSuite.ts) against the live reference server.
import { generate } from 'otplib';
import { parseRuntimeConfig } from '@console/api/client';
import { defineContractSuite } from '@console/api/testing';
import { DEMO_OTP_SECRET } from '../src/seed.ts';
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
      teardown: () => server.close(),
    };
  } catch (error) {
    await server.close();
    throw error;
  }
});
