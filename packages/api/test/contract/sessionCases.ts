import { expect, it } from 'vitest';
import { SESSION_EXPIRED_ERROR_TYPE, toStoredToken } from '../../src/client/index.ts';
import { ERROR_TYPE_CODE_REQUIRED } from '../../src/contract/errors.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../src/mocks/fixtures.ts';
import { failure, type ContractContext } from './context.ts';

const OTP_EMAIL = 'otp@demo.local';
const ROLE_USERS = DEMO_USERS.filter((user) => !user.otp_enabled);

// Sign-in, refresh and revoke, and the client's refresh flow over the real endpoints.
export function sessionCases({ target, session, signIn, signedIn }: ContractContext): void {
  it.each(ROLE_USERS.map((user) => [user.role, user] as const))(
    'password grant as %s, then me and config describe that user',
    async (_role, user) => {
      const s = session();
      const token = await signIn(s, user.email);
      expect(token.expires_in).toBeGreaterThan(0);
      const me = await s.client.me.get();
      expect(me).toMatchObject({ email: user.email, role: user.role, name: user.name, roles: user.roles, otp_enabled: false });
      const config = await s.client.config.get();
      expect(config.user).toMatchObject({ email: user.email, role: user.role });
      expect(config.spaces.map((space) => [space.name, space.tariff, space.is_trial])).toEqual([
        ['Demo workspace', { id: 3, name: 'Premium' }, false],
      ]);
    },
  );

  it('the two-factor user gets 400 code_required without a code or with a wrong one, and a token with the current code', async () => {
    const s = session();
    const refused = await failure(signIn(s, OTP_EMAIL));
    expect(refused).toMatchObject({ status: 400, errorType: ERROR_TYPE_CODE_REQUIRED });
    expect(refused.serverText).toBeTruthy();
    // A code that can never be right: the server asks again, with another text.
    const wrong = await failure(signIn(s, OTP_EMAIL, 'abcdef'));
    expect(wrong).toMatchObject({ status: 400, errorType: ERROR_TYPE_CODE_REQUIRED });
    expect(wrong.serverText).toBeTruthy();
    expect(wrong.serverText).not.toBe(refused.serverText);
    await signIn(s, OTP_EMAIL, await target().otpCode());
    expect(await s.client.me.get()).toMatchObject({ email: OTP_EMAIL, otp_enabled: true, role: 'operator' });
  });

  it('a wrong password is a 400 with the server text in the request language', async () => {
    const texts: string[] = [];
    for (const locale of ['ru', 'en'] as const) {
      const s = session(locale);
      const error = await failure(s.client.auth.passwordGrant({ username: 'admin@demo.local', password: 'wrong-pass-1' }));
      expect(error.status).toBe(400);
      expect(error.errorType).not.toBe(ERROR_TYPE_CODE_REQUIRED);
      expect(error.serverText).toBeTruthy();
      texts.push(error.serverText!);
    }
    expect(texts[0]).not.toBe(texts[1]);
  });

  it('an unknown user is a 404 with the server text', async () => {
    const error = await failure(session().client.auth.passwordGrant({ username: 'nobody@demo.local', password: DEMO_PASSWORD }));
    expect(error.status).toBe(404);
    expect(error.serverText).toBeTruthy();
  });

  it('v1/me without a token is a 401, and no refresh is tried', async () => {
    const s = session();
    expect((await failure(s.client.me.get())).status).toBe(401);
    expect(s.events).toEqual([]);
  });

  it('refresh rotates the pair; an older refresh token then fails with a 400 naming the token, and revokes the family', async () => {
    const s = session();
    const first = await signIn(s, 'operator@demo.local');
    const second = await s.client.auth.refresh(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    s.store.set(toStoredToken(second, Date.now()));
    expect((await s.client.me.get()).email).toBe('operator@demo.local');
    // quality.md: only the immediately previous token gets a 10 s grace; so rotate once more before reusing the first.
    const third = await s.client.auth.refresh(second.refresh_token);
    for (const locale of ['ru', 'en'] as const) {
      s.locale = locale;
      const reused = await failure(s.client.auth.refresh(first.refresh_token));
      expect(reused.status).toBe(400);
      expect(reused.serverText).toContain('token'); // spec §4: how the console tells an invalid refresh
    }
    expect((await failure(s.client.auth.refresh(third.refresh_token))).status).toBe(400);
  });

  it('a refused access token is refreshed once by the client and the call retried with the new one', async () => {
    const s = await signedIn('reader@demo.local');
    const stored = s.store.read()!;
    s.store.set({ ...stored, access_token: 'not-a-token-the-server-issued' });
    expect((await s.client.me.get()).email).toBe('reader@demo.local');
    expect(s.store.writes).toHaveLength(1);
    expect(s.store.read()?.refresh_token).not.toBe(stored.refresh_token);
    expect(s.events.map((event) => event.type)).toEqual(['token.refreshed']);
  });

  it('revoke ends the session: v1/me and v1/config then end in session expired (the refresh token is revoked too)', async () => {
    const s = await signedIn('analyst@demo.local');
    await s.client.auth.revoke();
    expect(await failure(s.client.me.get())).toMatchObject({ status: 401, errorType: SESSION_EXPIRED_ERROR_TYPE });
    expect(await failure(s.client.config.get())).toMatchObject({ status: 401, errorType: SESSION_EXPIRED_ERROR_TYPE });
    expect(s.events.map((event) => event.type)).toEqual(['session.expired', 'session.expired']);
  });
}
