import { expect, it } from 'vitest';
import { toStoredToken } from '../../src/client/index.ts';
import { publicPagesResource } from '../../src/client/resources/publicPages.ts';
import { socialResource } from '../../src/client/resources/social.ts';
import { TOKEN_PATH, TokenResponse } from '../../src/contract/auth.ts';
import type { SocialProvider } from '../../src/contract/profile.ts';
import { ERROR_TYPE_NO_EMAIL, NoEmailBody } from '../../src/contract/social.ts';
import { failure, type ContractContext } from './context.ts';

const ADMIN = 'admin@demo.local';
const PROFILE = 'profile@demo.local';
const OPERATOR = 'operator@demo.local';
const fresh = (tag: string) => `contract.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
const providersOf = (answer: { items: Array<{ provider: string }> }) => answer.items.map((item) => item.provider).sort();

// Social sign-in (spec §2.1, §7, §8) and /oauth: the stories replay their recordings (docs/mocks.md); the live server
// runs these.
// Texts are checked in English, where both name VK 'VK'.
export function socialCases({ target, session, signedIn }: ContractContext): void {
  const codeFor = (provider: SocialProvider, identity: { linkedTo: string } | { email: string | null }) => {
    const socialCode = target().socialCode;
    if (!socialCode) throw new Error('the target has no social provider');
    return socialCode(provider, identity);
  };
  const emailOf = async (token: TokenResponse) => {
    const s = session('en');
    s.store.set(toStoredToken(token, Date.now()));
    return (await s.client.me.get()).email;
  };

  it('signup/provider by code: a linked identity signs in as its user, a new one signs up, an address alone never joins', async () => {
    const social = session('en').client.resource(socialResource);
    const byCode = async (identity: { linkedTo: string } | { email: string | null }) =>
      social.signupByCode({ provider: 'vk', locale: 'en', ...(await codeFor('vk', identity)) });
    expect(await emailOf(await byCode({ linkedTo: ADMIN }))).toBe(ADMIN);
    const created = await byCode({ email: fresh('vk') });
    expect(typeof (await emailOf(created))).toBe('string');
    const taken = await failure(byCode({ email: ADMIN }));
    expect(taken.status).toBe(409);
    expect(taken.errorType).toBe('email_taken');
    const { redirectUri } = await codeFor('vk', { email: fresh('unused') });
    const unknown = await failure(social.signupByCode({ provider: 'vk', code: 'no-such-code', redirectUri }));
    expect(unknown.status).toBe(400);
    expect(unknown.errorType).toBe('invalid_code');
    expect(unknown.serverText).toBe('Signing in with VK failed or has expired. Try again.');
  });

  it('signup/provider without an email: 400 no_email with an access_token; the entered address signs up unless taken', async () => {
    const social = session('en').client.resource(socialResource);
    const pending = await failure(social.signupByCode({ provider: 'vk', ...(await codeFor('vk', { email: null })) }));
    expect(pending.status).toBe(400);
    expect(pending.errorType).toBe(ERROR_TYPE_NO_EMAIL);
    const { access_token: accessToken } = NoEmailBody.parse(pending.data);
    const taken = await failure(social.signupByEmail({ provider: 'vk', accessToken, email: ADMIN }));
    expect(taken.status).toBe(409);
    expect(taken.errorType).toBe('email_taken');
    const created = await social.signupByEmail({ provider: 'vk', accessToken, email: fresh('no-email'), locale: 'en' });
    expect(typeof (await emailOf(created))).toBe('string');
    const expired = await failure(social.signupByEmail({ provider: 'vk', accessToken: 'no-such-token', email: fresh('x') }));
    expect(expired.status).toBe(400);
    expect(expired.errorType).toBe('expired');
    expect(expired.serverText).toBe('The sign-up with VK has expired. Start again.');
  });

  it('me/social: links a new provider; one identity per user, one account per provider', async () => {
    const s = await signedIn(ADMIN, 'en');
    const social = s.client.resource(socialResource);
    expect(providersOf(await social.link({ provider: 'vk', ...(await codeFor('vk', { linkedTo: ADMIN })) }))).toEqual(['vk']);
    const elsewhere = await failure(social.link({ provider: 'vk', ...(await codeFor('vk', { linkedTo: PROFILE })) }));
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.serverText).toBe('This VK account is already linked to another user');
    const second = await failure(social.link({ provider: 'vk', ...(await codeFor('vk', { email: fresh('second') })) }));
    expect(second.status).toBe(409);
    expect(second.serverText).toBe('Another VK account is already linked to your profile. Unlink it first.');
    const invalid = await failure(social.link({ provider: 'vk', code: 'no-such-code', redirectUri: 'https://x.example/' }));
    expect(invalid.errorType).toBe('invalid_code');

    const linked = await social.link({ provider: 'google', ...(await codeFor('google', { email: fresh('google') })) });
    expect(providersOf(linked)).toEqual(['google', 'vk']);
    // Listing and unlinking are the profile's cases (profileCases.ts), which the MSW handlers leave to recordings.
    const anonymous = session('en').client.resource(socialResource);
    expect((await failure(anonymous.link({ provider: 'vk', code: 'x', redirectUri: 'https://x.example/' }))).status).toBe(401);
  });

  it('oauth2/authorize then the authorization_code grant: the code once, by its client, for its address', async () => {
    const client = target().oauthClient;
    if (!client) throw new Error('the target has no OAuth client');
    const { id, secret, redirectUri } = client;
    const s = await signedIn(OPERATOR, 'en');
    const pages = s.client.resource(publicPagesResource);
    const query = { client_id: id, redirect_uri: redirectUri, response_type: 'code' as const, state: 'xyz' };
    expect(await pages.oauthRequest(query)).toEqual({ client: { id, name: 'Demo Partner App' }, redirect_uri: redirectUri });
    const elsewhere = await failure(pages.oauthRequest({ ...query, redirect_uri: 'https://evil.example/callback' }));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.errorType).toBe('invalid_client');
    expect((await failure(session().client.resource(publicPagesResource).oauthRequest(query))).status).toBe(401);

    const denied = new URL((await pages.oauthDecide({ ...query, decision: 'deny' })).redirect_to);
    expect(`${denied.origin}${denied.pathname}`).toBe(redirectUri);
    expect(Object.fromEntries(denied.searchParams)).toEqual({ error: 'access_denied', state: 'xyz' });
    const approved = new URL((await pages.oauthDecide({ ...query, decision: 'approve' })).redirect_to);
    expect(approved.searchParams.get('state')).toBe('xyz');
    const code = approved.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const grant = async (change: Record<string, string>) => {
      const body = { client_id: id, client_secret: secret, grant_type: 'authorization_code', code, redirect_uri: redirectUri };
      const answer = await (target().fetch ?? fetch)(`${target().apiHosts[0]}${TOKEN_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({ ...body, ...change }),
      });
      return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
    };
    expect(await grant({ client_secret: 'wrong' })).toMatchObject({ status: 400, body: { error_type: 'invalid_client' } });
    expect(await grant({ redirect_uri: `${redirectUri}/other` })).toMatchObject({
      status: 400,
      body: { error_type: 'invalid_grant' },
    });
    const redeemed = await grant({});
    expect(redeemed.status).toBe(200);
    expect(await emailOf(TokenResponse.parse(redeemed.body))).toBe(OPERATOR);
    const again = await grant({});
    expect(again).toMatchObject({ status: 400, body: { error: 'The authorization code is invalid or has expired' } });
    expect(again.body['error_type']).toBe('invalid_grant');
  });
}

// The data deletion page answers from its recording in the stories (docs/mocks.md); the live server runs this.
export function deleteRequestCases({ session }: ContractContext): void {
  it('deleterequest: a request’s status without a token; an unknown id is a 404', async () => {
    const pages = session('en').client.resource(publicPagesResource);
    const done = await pages.deleteRequest('demo-deletion-done');
    expect(done).toMatchObject({ id: 'demo-deletion-done', provider: 'facebook', status: 'completed' });
    expect(done.completed_at).toBeGreaterThan(done.created_at);
    expect(await pages.deleteRequest('demo-deletion-running')).toMatchObject({ status: 'in_progress', completed_at: null });
    const missing = await failure(pages.deleteRequest('no-such-request'));
    expect(missing.status).toBe(404);
    expect(missing.serverText).toBe('Data deletion request not found');
    expect((await failure(pages.deleteRequest('not an id'))).status).toBe(404);
  });
}
