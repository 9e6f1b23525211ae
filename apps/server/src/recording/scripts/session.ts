// Sign-in, refresh and revoke (docs/mocks.md): the token endpoint's rules the mocks must not compute (spec §4, §7, §8;
// quality.md's refresh rotation). The tokens get stable names in the recording (`recorded-<user>-access-<n>`): a story
// signs in as a user with that user's first recorded pair, which this script's refresh and revoke also know.
import { RECORDING_USERS, type RecordingUser } from '@console/api/contract';
import { makeSign } from '../../auth/antiBot.ts';
import { currentTotp } from '../../auth/totp.ts';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, DEMO_OTP_SECRET, DEMO_PASSWORD } from '../../seed.ts';
import { TEST_CLOCK_NOW } from '../testSeed.ts';
import { answerField, write, type RecordingScript, type ScriptStep } from './script.ts';

const TOKEN = '/v1/oauth2/token';
const CLIENT = { client_id: DEFAULT_CLIENT_ID, client_secret: DEFAULT_CLIENT_SECRET };

/** The password grant as the console sends it (spec §7), signed at the recording's fixed clock. */
const passwordGrant = (username: string, password = DEMO_PASSWORD, code?: string) => ({
  ...CLIENT,
  grant_type: 'password',
  username,
  password,
  sign: makeSign(username, password, Math.floor(TEST_CLOCK_NOW / 1000)),
  ...(code === undefined ? {} : { code }),
});

const refreshOf = (step: string): ScriptStep => ({
  ...write('anonymous', 'POST', TOKEN),
  bodyFrom: (earlier) => ({ ...CLIENT, grant_type: 'refresh_token', refresh_token: answerField(earlier, step, 'refresh_token') }),
});

const inBoth = (step: ScriptStep): ScriptStep[] => [step, { ...step, language: 'en' }];

// The two-factor user signs in with a code, the others without.
const PASSWORD_USERS = (Object.keys(RECORDING_USERS) as RecordingUser[]).filter((user) => user !== 'otp');
// The recording's clock stands still, so the two-factor user's current code is one code.
const OTP_CODE = await currentTotp(DEMO_OTP_SECRET, TEST_CLOCK_NOW);

export const SESSION_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'session',
    about:
      'spec §4, §7, §8: the password grant per user, a wrong password, an unknown user, the one-time code; refresh, reuse of a rotated refresh token, revoke',
    steps: [
      ...PASSWORD_USERS.map((user) => ({
        ...write('anonymous', 'POST', TOKEN, passwordGrant(RECORDING_USERS[user])),
        name: `signIn ${user}`,
      })),
      ...inBoth(write('anonymous', 'POST', TOKEN, passwordGrant(RECORDING_USERS.administrator, 'wrong-password'))),
      ...inBoth(write('anonymous', 'POST', TOKEN, passwordGrant('nobody@demo.local'))),
      // spec §8: without the code, 400 code_required; a wrong code asks again with its own text; the current one signs in.
      ...inBoth(write('anonymous', 'POST', TOKEN, passwordGrant(RECORDING_USERS.otp))),
      ...inBoth(write('anonymous', 'POST', TOKEN, passwordGrant(RECORDING_USERS.otp, DEMO_PASSWORD, '000000'))),
      { ...write('anonymous', 'POST', TOKEN, passwordGrant(RECORDING_USERS.otp, DEMO_PASSWORD, OTP_CODE)), name: 'signIn otp' },
      // spec §4: a refresh of each user's first pair (a story's expired session), then logout revokes it (spec §7).
      ...[...PASSWORD_USERS, 'otp' as const].map((user) => ({ ...refreshOf(`signIn ${user}`), name: `refresh ${user}` })),
      ...[...PASSWORD_USERS, 'otp' as const].map((user) => ({
        ...write(user, 'POST', '/v1/oauth2/revoke'),
        bearerFrom: (earlier: Parameters<NonNullable<ScriptStep['bearerFrom']>>[0]) =>
          answerField(earlier, `refresh ${user}`, 'access_token'),
      })),
      // quality.md: a rotated refresh token presented again (after the grace of the one before) revokes the family.
      { ...write('anonymous', 'POST', TOKEN, passwordGrant(RECORDING_USERS.operator)), name: 'signIn again' },
      { ...refreshOf('signIn again'), name: 'rotated once' },
      refreshOf('rotated once'),
      ...inBoth(refreshOf('signIn again')),
    ],
  },
];
