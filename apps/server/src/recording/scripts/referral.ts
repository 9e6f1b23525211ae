// settings/referral (spec §2.4 referral, §6 partners only): the partner's codes, sign-ups and payments; a user who is
// not a partner is refused. Reads only.
import { read, type RecordingScript } from './script.ts';

export const REFERRAL_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'referral',
    about: 'spec §2.4 referral: the partner’s code, two workspaces signed up with it and their payments; others 403',
    steps: [read('partner', '/v1/referral'), read('administrator', '/v1/referral')],
  },
];
