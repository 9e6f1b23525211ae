// The sign-up captcha (spec §2.1 invisible captcha, §8 error_type 'captcha'): reCAPTCHA's siteverify over a fake fetch,
// and the choice the environment makes.
import { describe, expect, it } from 'vitest';
import { captchaFromEnv, noCaptcha, recaptchaVerifier } from '../src/signup/captcha.ts';

type Call = { url: string; init: RequestInit };

function fakeFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    return answer(call);
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const verifier = (fetchImpl: typeof fetch, timeoutMs?: number) =>
  recaptchaVerifier({ secret: 'the-secret', siteKey: 'the-site-key', fetch: fetchImpl, ...(timeoutMs ? { timeoutMs } : {}) });

describe('recaptchaVerifier', () => {
  it('passes a token siteverify calls a success, posting the secret, the token and the address as a form', async () => {
    const fake = fakeFetch(() => json({ success: true, hostname: 'console.example' }));
    const captcha = verifier(fake.fetch);
    expect(captcha.siteKey).toBe('the-site-key');
    await expect(captcha.verify('token-1', '203.0.113.7')).resolves.toBe(true);
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call!.url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(call!.init.method).toBe('POST');
    expect(new Headers(call!.init.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(call!.init.body)))).toEqual({
      secret: 'the-secret',
      response: 'token-1',
      remoteip: '203.0.113.7',
    });
  });

  it('refuses what siteverify refuses, an error status, or a success that is not exactly true', async () => {
    for (const answer of [
      json({ success: false, 'error-codes': ['invalid-input-response'] }),
      json({ success: true }, 503),
      json({ success: 'true' }),
      new Response('not json', { status: 200 }),
    ]) {
      await expect(verifier(fakeFetch(() => answer).fetch).verify('token', '203.0.113.7')).resolves.toBe(false);
    }
  });

  it('counts a network error, or no answer within the time limit, as not passed', async () => {
    const failing = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(verifier(failing.fetch).verify('token', '203.0.113.7')).resolves.toBe(false);
    const hanging = fakeFetch(
      ({ init }) =>
        new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    await expect(verifier(hanging.fetch, 20).verify('token', '203.0.113.7')).resolves.toBe(false);
  });

  it('refuses a request without a token without asking Google', async () => {
    const fake = fakeFetch(() => json({ success: true }));
    await expect(verifier(fake.fetch).verify(undefined, '203.0.113.7')).resolves.toBe(false);
    await expect(verifier(fake.fetch).verify('', '203.0.113.7')).resolves.toBe(false);
    expect(fake.calls).toHaveLength(0);
  });
});

describe('captchaFromEnv', () => {
  it('is reCAPTCHA with the site key when both keys are set', () => {
    const captcha = captchaFromEnv({ RECAPTCHA_SECRET: ' s ', RECAPTCHA_SITE_KEY: ' site ' });
    expect(captcha).not.toBe(noCaptcha);
    expect(captcha.siteKey).toBe('site');
  });

  it('is none without either key (blank counts as unset): every request passes', async () => {
    for (const env of [{}, { RECAPTCHA_SECRET: '  ', RECAPTCHA_SITE_KEY: '' }]) {
      const captcha = captchaFromEnv(env);
      expect(captcha).toBe(noCaptcha);
      expect(captcha.siteKey).toBeNull();
      await expect(captcha.verify(undefined, '203.0.113.7')).resolves.toBe(true);
    }
  });

  it('refuses to start with only one of the two keys', () => {
    expect(() => captchaFromEnv({ RECAPTCHA_SECRET: 's' })).toThrow(/RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY/);
    expect(() => captchaFromEnv({ RECAPTCHA_SITE_KEY: 'site' })).toThrow(/RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY/);
    expect(() => captchaFromEnv({ RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: ' ' })).toThrow();
  });
});
