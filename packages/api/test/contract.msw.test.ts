import { setupServer } from 'msw/node';
import { createHandlers, MOCK_OTP_CODE } from '../src/mocks/index.ts';
import { defineContractSuite } from './contractSuite.ts';

const apiHosts = ['https://api-1.mock.test/', 'https://api-2.mock.test/'];

defineContractSuite('MSW handlers', async () => {
  const server = setupServer(...createHandlers({ apiHosts }));
  server.listen({ onUnhandledFrame: 'error' });
  return {
    apiHosts,
    otpCode: () => MOCK_OTP_CODE,
    totp: () => MOCK_OTP_CODE,
    templates: true,
    teardown: async () => server.close(),
  };
});
