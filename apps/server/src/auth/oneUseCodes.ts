// The secrets of the one-use links and codes the server hands out: reset and email confirmation links (spec §2.1
// /reset_password/{hash}, /confirm_email/{hash}), the sandbox provider's social codes, a pending social sign-up's
// access_token (spec §7 no_email) and the OAuth authorization codes (spec §2.2 /oauth). Random unless the app is given
// others: the recording server's are counted, so a recording's links stay the same (docs/mocks.md).
import { randomBytes } from 'node:crypto';

export type OneUseCodeKind = 'reset' | 'confirmation' | 'socialCode' | 'socialSignup' | 'oauthCode' | 'invitation';

/** The next secret of a kind. */
export type OneUseCodes = (kind: OneUseCodeKind) => string;

// Bytes of randomness per kind: 256 bits for links and tokens, 192 for the codes a provider or client redeems at once.
const BYTES: Record<OneUseCodeKind, number> = {
  reset: 32,
  confirmation: 32,
  socialCode: 24,
  socialSignup: 32,
  oauthCode: 24,
  invitation: 32,
};

/** Production's: fresh crypto randomness each time, base64url. */
export const randomOneUseCodes: OneUseCodes = (kind) => randomBytes(BYTES[kind]).toString('base64url');
