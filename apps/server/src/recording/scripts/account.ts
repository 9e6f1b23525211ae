// The account's scripts (docs/mocks.md): the user's own profile (spec §3 profile, password, two-factor, social logins,
// my settings, notifications, the email dialog of spec §4) and the public account flows (sign-up, invitation, recovery,
// reset, email confirmation, social sign-in, connecting accounts of spec §7). Writes go to the profile and unconfirmed
// users, whom no earlier script reads; the password change ends the profile user's sessions, so it comes last.
import { DEFAULT_NOTIFICATION_SETTINGS } from '@console/api/contract';
import { DEFAULT_USER_SETTINGS, DEMO_PASSWORD } from '../../seed.ts';
import { DEMO_DELETE_REQUESTS } from '../../seed/social.ts';
import { currentTotp } from '../../auth/totp.ts';
import { RECORDED_OTP_SECRET, TEST_CLOCK_NOW } from '../testSeed.ts';
import { read, write, type RecordingScript } from './script.ts';

/** The code of the recording server's two-factor set-up at its fixed clock (a story types it). */
export const RECORDED_OTP_CODE = await currentTotp(RECORDED_OTP_SECRET, TEST_CLOCK_NOW);

// A recording answers every asker of the endpoints it holds, so each user of the script has its own GET v1/me here.
const ownReads = (as: 'administrator' | 'profile' | 'otp' | 'unconfirmed') => [
  read(as, '/v1/me'),
  read(as, '/v1/me/social'),
  read(as, '/v1/me/otp'),
];

export const ACCOUNT_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'emailDialog',
    about: 'spec §4 email dialog: sending the link again, an address taken by another account, a new address',
    steps: [
      read('administrator', '/v1/me'),
      read('unconfirmed', '/v1/me'),
      write('unconfirmed', 'POST', '/v1/send_confirm_email', { email: 'unconfirmed@demo.local' }),
      ...(['ru', 'en'] as const).map((language) => ({
        ...write('unconfirmed', 'PUT', '/v1/me/email', { email: 'admin@demo.local' }),
        ...(language === 'en' ? { language } : {}),
      })),
      write('unconfirmed', 'PUT', '/v1/me/email', { email: 'New.Address@demo.local' }),
      read('unconfirmed', '/v1/me'),
    ],
  },
  {
    name: 'emailPending',
    about: 'spec §4 email dialog while a change waits for its link: v1/me names the pending address (email_pending)',
    steps: [read('unconfirmed', '/v1/me')],
  },
  {
    name: 'mySettings',
    about: 'spec §3 user settings: the list defaults saved by the profile user (companies, accounts, networks, tags, statuses)',
    steps: [
      read('administrator', '/v1/me'),
      read('profile', '/v1/me'),
      write('profile', 'PUT', '/v1/me/settings', {
        ...DEFAULT_USER_SETTINGS,
        company_id: [2],
        object_id: [1, 2],
        provider: ['vk', 'telegram'],
      }),
      write('profile', 'PUT', '/v1/me/settings', { ...DEFAULT_USER_SETTINGS, company_id: [1], provider: ['vk'] }),
      write('profile', 'PUT', '/v1/me/settings', {
        ...DEFAULT_USER_SETTINGS,
        status: ['new', 'inprogress', 'waiting'],
        priority: ['high'],
        reversed: true,
        wh_status_notification: 15,
      }),
      read('profile', '/v1/me'),
    ],
  },
  {
    name: 'profile',
    about:
      'spec §3 profile: name, two-factor set-up (a wrong code, then the right one), unlinking a social login, notifications, password',
    steps: [
      ...ownReads('administrator'),
      ...ownReads('otp'),
      ...ownReads('unconfirmed'),
      ...ownReads('profile'),
      write('profile', 'PATCH', '/v1/me', { name: 'Павел Профилев' }),
      read('profile', '/v1/me'),
      write('profile', 'POST', '/v1/me/otp/setup'),
      write('profile', 'POST', '/v1/me/otp/confirm', { code: '000000' }),
      { ...write('profile', 'POST', '/v1/me/otp/confirm', { code: '000000' }), language: 'en' },
      write('profile', 'POST', '/v1/me/otp/confirm', { code: RECORDED_OTP_CODE }),
      read('profile', '/v1/me/otp'),
      read('profile', '/v1/me'),
      write('profile', 'DELETE', '/v1/me/social/vk'),
      read('profile', '/v1/me/social'),
      read('administrator', '/v1/me/notifications'),
      read('profile', '/v1/me/notifications'),
      write('profile', 'PUT', '/v1/me/notifications', {
        settings: {
          ...DEFAULT_NOTIFICATION_SETTINGS,
          csi_rating: { ...DEFAULT_NOTIFICATION_SETTINGS.csi_rating, email: 'weekly' },
        },
      }),
      read('profile', '/v1/me/notifications'),
      ...(['ru', 'en'] as const).map((language) => ({
        ...write('profile', 'PUT', '/v1/me/password', {
          current_password: 'not-my-password',
          password: 'brand-new-pass',
          password_confirm: 'brand-new-pass',
        }),
        ...(language === 'en' ? { language } : {}),
      })),
      write('profile', 'PUT', '/v1/me/password', {
        current_password: DEMO_PASSWORD,
        password: 'brand-new-pass',
        password_confirm: 'brand-new-pass',
      }),
    ],
  },
];

/** Both languages of one anonymous write (a signed-out story's error texts come in the asker's language). */
const inBothLanguages = (url: string, body: unknown) =>
  (['ru', 'en'] as const).map((language) => ({
    ...write('anonymous', 'POST', url, body),
    ...(language === 'en' ? { language } : {}),
  }));

export const PUBLIC_ACCOUNT_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'recovery',
    about: 'spec §2.2 password recovery: a link for a known address, a 404 for an unknown one',
    steps: [
      ...inBothLanguages('/v1/recovery', { email: 'reader@demo.local' }),
      ...inBothLanguages('/v1/recovery', { email: 'nobody@demo.local' }),
    ],
  },
  {
    name: 'deleteRequest',
    about: 'spec §2.2 /deleterequest/{id}: the seeded requests (completed, in progress) and an unknown id (404)',
    steps: [DEMO_DELETE_REQUESTS.completed, DEMO_DELETE_REQUESTS.inProgress, 'unknown-request'].flatMap((id) => [
      read('anonymous', `/v1/deleterequest/${id}`),
      read('anonymous', `/v1/deleterequest/${id}`, 'en'),
    ]),
  },
];
