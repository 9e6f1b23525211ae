import { expect, it } from 'vitest';
import { signupResource } from '../../src/client/resources/signup.ts';
import { failure, type ContractContext } from './context.ts';

// The email sign-up slice: the stories replay its recordings (docs/mocks.md); the live server runs these.
export function signupCases({ session }: ContractContext): void {
  it('signup: a new address gets a message and a token; a taken one 409; a weak password is refused', async () => {
    const s = session('en');
    const signup = s.client.resource(signupResource);
    const email = `contract.${Date.now()}@example.com`;
    const base = { name: 'Contract', company: 'Contract Ltd', password: 'pass-word-1', locale: 'en' as const };
    const created = await signup.signup({ ...base, email });
    expect(created.message).toContain(email);
    expect(created.token?.access_token).toBeTruthy();
    expect((await failure(signup.signup({ ...base, email: 'admin@demo.local' }))).status).toBe(409);
    expect((await failure(signup.signup({ ...base, email: `weak.${email}`, password: 'short' }))).status).toBe(400);
  });

  it('invitation: an unknown hash answers 409 to GET and POST', async () => {
    const signup = session('en').client.resource(signupResource);
    expect((await failure(signup.invitation('no-such-invitation'))).status).toBe(409);
    const posted = await failure(
      signup.signupByInvitation('no-such-invitation', { name: 'X', email: 'x@example.com', password: 'pass-word-1' }),
    );
    expect(posted.status).toBe(409);
  });

  it('reset: an unknown reset hash is a 400', async () => {
    const signup = session('en').client.resource(signupResource);
    expect((await failure(signup.checkReset('no-such-link'))).status).toBe(400);
    const reset = await failure(
      signup.resetPassword({ hash: 'no-such-link', password: 'pass-word-1', password_confirm: 'pass-word-1' }),
    );
    expect(reset.status).toBe(400);
  });
}

// Recovery answers from its recording in the stories (docs/mocks.md); the live server runs this.
export function recoveryCases({ session }: ContractContext): void {
  it('recovery: 404 User not found; a sent link gets a message', async () => {
    const signup = session('en').client.resource(signupResource);
    const missing = await failure(signup.recover('nobody.at.all@example.com'));
    expect(missing.status).toBe(404);
    expect(missing.serverText).toBe('User not found');
    expect((await signup.recover('reader@demo.local')).message).toContain('reader@demo.local');
  });
}
