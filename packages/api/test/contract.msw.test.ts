import { setupServer } from 'msw/node';
import { createHandlers, MOCK_OTP_CODE } from '../src/mocks/index.ts';
import { defineContractSuite } from './contractSuite.ts';

const apiHosts = ['https://api-1.mock.test/', 'https://api-2.mock.test/'];

defineContractSuite(
  'MSW handlers',
  async () => {
    const server = setupServer(...createHandlers({ apiHosts, world: false }));
    server.listen({ onUnhandledFrame: 'error' });
    return {
      apiHosts,
      otpCode: () => MOCK_OTP_CODE,
      totp: () => MOCK_OTP_CODE,
      // The chats' rules run on the reference server only; the stories replay its recordings (docs/mocks.md).
      chats: false,
      teardown: async () => server.close(),
    };
    // The profile's, the signed-out flows' (sign-up, recovery, reset, social sign-in, /oauth), the deletion page's and
    // the comments' endpoints, and sign-in, refresh and revoke answer from recordings of the server (docs/mocks.md); the
    // drift test holds them. The world's reads stay on the hand-written mocks here while their domains' cases run on
    // them. Connecting accounts, counts, the status and working hours answer from recordings (accountAdd, the world,
    // status), the saved filters and recent emoji too (savedFilters).
  },
  [
    'session',
    'profile',
    'signup',
    'recovery',
    'social',
    'deleteRequest',
    'accounts',
    'workspace',
    'workingHours',
    'items',
    'filters',
  ],
);
