import { expect, it } from 'vitest';
import { ACCOUNT_PROVIDERS } from '../../src/contract/accounts.ts';
import { accountsResource } from '../../src/client/resources/accounts.ts';
import { failure, type ContractContext } from './context.ts';

// spec §7: POST v1/{provider}/auth, POST v1/tpulse/check_auth; where each provider's authorization page is.
export function accountsCases({ session, signedIn }: ContractContext): void {
  it('accounts/providers: an authorization page for every provider of spec §2.2', async () => {
    const s = await signedIn('admin@demo.local');
    const { items } = await s.client.resource(accountsResource).providers();
    expect(items.map((item) => item.id)).toEqual([...ACCOUNT_PROVIDERS]);
    for (const item of items) expect(item.authorize_url, item.id).toMatch(/^https?:\/\//);
  });

  it("auth without a code: spec §8 'Отсутствует параметр code'; twitter without its parameters: 'missing required parameters'", async () => {
    const s = await signedIn('admin@demo.local');
    const missing = await failure(
      s.client.resource(accountsResource).auth('vk', { redirect_uri: 'http://localhost/callback/vk' }),
    );
    expect(missing.status).toBe(400);
    expect(missing.serverText).toBe('Отсутствует параметр code');
    const twitter = await failure(s.client.resource(accountsResource).auth('twitter', { oauth_token: 'only-one' }));
    expect(twitter.serverText).toBe('missing required parameters');
  });

  it('auth is for the administrator (403 otherwise), and needs a token (401)', async () => {
    const operator = await signedIn('operator@demo.local');
    expect((await failure(operator.client.resource(accountsResource).auth('vk', { code: 'x' }))).status).toBe(403);
    expect((await failure(operator.client.resource(accountsResource).checkTpulse({ check: 'x' }))).status).toBe(403);
    expect((await failure(session().client.resource(accountsResource).providers())).status).toBe(401);
  });
}
