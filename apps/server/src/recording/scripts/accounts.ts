// Connecting accounts (spec §2.2, §7, §8; docs/mocks.md): where each provider's page is, the plan's usage, and the
// codes the sandbox's pages give (fixed on the recording server, accountCodes.ts) exchanged for new accounts. Played
// last: the accounts it adds would change the usage and lists the scripts before it read.
import { recordedAccountCode } from '../accountCodes.ts';
import { read, write, type RecordingScript } from './script.ts';

// The console's callback as the recorder names it; the replay matches its path, not its origin (the story's own).
const callback = (provider: string) => `http://console.test/callback/${provider}`;
const twitter = recordedAccountCode('twitter', 'Zerno X').split('.');
/** docs/token-networks.md: a Telegram bot token of the right format, and one the sandbox refuses ('bad' in it). */
export const RECORDED_BOT_TOKEN = `5000000001:${'Zerno_support-bot'.padEnd(35, 'z')}`;
export const RECORDED_REFUSED_TOKEN = `5000000002:${'bad_token'.padEnd(35, 'b')}`;

export const ACCOUNTS_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'accountAdd',
    about:
      'spec §2.2, §7: the providers, the usage, an account connected per callback kind (code, twitter, tpulse, tiktok); a ' +
      'Telegram bot by its token, and a token the network refuses (docs/token-networks.md)',
    steps: [
      read('administrator', '/v1/accounts/providers'),
      read('administrator', '/v1/billing/spaces'),
      // The add-account page's company travels as state (vk sends it back) and as company_id.
      write('administrator', 'POST', '/v1/vk/auth', {
        code: recordedAccountCode('vk', 'Zerno Reviews'),
        redirect_uri: callback('vk'),
        state: 'company:2',
        company_id: 2,
      }),
      write('administrator', 'POST', '/v1/twitter/auth', {
        oauth_token: twitter[0],
        oauth_verifier: twitter[1],
        redirect_uri: callback('twitter'),
      }),
      write('administrator', 'POST', '/v1/tpulse/check_auth', { check: recordedAccountCode('tpulse', 'Zerno Pulse') }),
      // spec §2.1: the page exchanges the code /callback/tiktok handed over, for its own company.
      write('administrator', 'POST', '/v1/tiktok/auth', {
        code: recordedAccountCode('tiktok', 'Zerno TikTok'),
        redirect_uri: callback('tiktok'),
        company_id: 2,
      }),
      write('administrator', 'POST', '/v1/accounts/connect', {
        provider: 'telegram',
        keys: { token: RECORDED_BOT_TOKEN },
        company_id: 2,
      }),
      ...(['ru', 'en'] as const).map((language) => ({
        ...write('administrator', 'POST', '/v1/accounts/connect', {
          provider: 'telegram',
          keys: { token: RECORDED_REFUSED_TOKEN },
          company_id: 2,
        }),
        ...(language === 'en' ? { language } : {}),
      })),
      read('administrator', '/v1/billing/spaces'),
    ],
  },
];
