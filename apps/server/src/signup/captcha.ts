// The invisible captcha of sign-up (spec §2.1, §8 error_type 'captcha'), behind one interface: 'none' (the demo and
// tests: every request passes) or Google reCAPTCHA when RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY are set (README).
export interface CaptchaVerifier {
  /** The site key config.json hands the console; null: the console shows no captcha. */
  readonly siteKey: string | null;
  verify(token: string | undefined, remoteIp: string): Promise<boolean>;
}

export const noCaptcha: CaptchaVerifier = { siteKey: null, verify: async () => true };

const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** reCAPTCHA: the token is checked with Google's siteverify; a network failure counts as not passed. */
export function recaptchaVerifier(options: {
  secret: string;
  siteKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): CaptchaVerifier {
  const doFetch = options.fetch ?? fetch;
  return {
    siteKey: options.siteKey,
    async verify(token, remoteIp) {
      if (!token) return false;
      try {
        const response = await doFetch(RECAPTCHA_VERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: options.secret, response: token, remoteip: remoteIp }).toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok) return false;
        const answer = (await response.json()) as { success?: unknown };
        return answer.success === true;
      } catch {
        return false;
      }
    },
  };
}

/** From the environment: reCAPTCHA when both RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY are set, otherwise none. */
export function captchaFromEnv(env: Record<string, string | undefined>): CaptchaVerifier {
  const secret = env.RECAPTCHA_SECRET?.trim();
  const siteKey = env.RECAPTCHA_SITE_KEY?.trim();
  if (secret && siteKey) return recaptchaVerifier({ secret, siteKey });
  if (secret || siteKey) throw new Error('RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY must be set together');
  return noCaptcha;
}
