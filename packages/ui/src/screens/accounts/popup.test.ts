import { describe, expect, it } from 'vitest';
import { authorizationUrlOf, callbackUrlOf } from './popup.ts';

const ORIGIN = 'https://console.example';

describe('authorizationUrlOf', () => {
  it("adds the console's callback, the company state and a code request to the provider's page", () => {
    const url = new URL(authorizationUrlOf('https://oauth.vk.com/authorize?client_id=1', 'vk', 7, ORIGIN)!);
    expect(url.origin + url.pathname).toBe('https://oauth.vk.com/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '1',
      response_type: 'code',
      redirect_uri: 'https://console.example/callback/vk',
      state: 'company:7',
    });
  });

  it('reconnecting, names the account to sign in as (login_hint)', () => {
    const url = new URL(authorizationUrlOf('https://x.example/auth', 'instagram', 1, ORIGIN, '178414')!);
    expect(url.searchParams.get('login_hint')).toBe('178414');
  });

  it('opens no page that is not http(s)', () => {
    expect(authorizationUrlOf('javascript:alert(1)', 'vk', 1, ORIGIN)).toBeNull();
    expect(authorizationUrlOf('/relative', 'vk', 1, ORIGIN)).toBeNull();
  });

  it('the callback is /callback/{provider} on the console', () => {
    expect(callbackUrlOf('tpulse', ORIGIN)).toBe('https://console.example/callback/tpulse');
  });
});
