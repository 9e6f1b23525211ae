import { describe, expect, it } from 'vitest';
import { readTiktokDelivery, tiktokCallbackOutcome, tiktokRedirectOf } from '../src/rules/tiktokCallback.ts';

const HOSTS = ['https://console.example', 'https://app.example', 'http://localhost:8080'];
const at = (origin: string, search: string) => tiktokCallbackOutcome({ origin, search, redirectHosts: HOSTS });

describe('/callback/tiktok', () => {
  it('forwards the answer to the opener’s host when it is one of the three', () => {
    expect(at('https://console.example', '?code=abc&state=http%3A%2F%2Flocalhost%3A8080')).toEqual({
      kind: 'forward',
      url: 'http://localhost:8080/callback/tiktok?code=abc&state=http%3A%2F%2Flocalhost%3A8080',
    });
  });

  it('hands the code (or the provider’s description, or the spec text) to the opener on its own host', () => {
    expect(at('https://app.example', '?code=abc&state=https%3A%2F%2Fapp.example')).toEqual({
      kind: 'deliver',
      result: { code: 'abc' },
    });
    expect(at('https://app.example', '?code=abc')).toEqual({ kind: 'deliver', result: { code: 'abc' } });
    expect(at('https://app.example', '?error=access_denied&error_description=User+cancelled')).toEqual({
      kind: 'deliver',
      result: { error: 'User cancelled' },
    });
    expect(at('https://app.example', '')).toEqual({ kind: 'deliver', result: { error: null } });
  });

  it('refuses any other host, in the state or as the page’s own', () => {
    expect(at('https://console.example', '?code=abc&state=https%3A%2F%2Fevil.example')).toEqual({ kind: 'hostNotAllowed' });
    expect(at('https://console.example', '?code=abc&state=javascript%3Aalert(1)')).toEqual({ kind: 'hostNotAllowed' });
    expect(at('https://elsewhere.example', '?code=abc')).toEqual({ kind: 'hostNotAllowed' });
  });
});

describe('the opener’s side (add-account page)', () => {
  it('asks TikTok to come back to its own origin when it is one of the three, else to the first; the state is its origin', () => {
    expect(tiktokRedirectOf('http://localhost:8080', HOSTS)).toEqual({
      redirectUri: 'http://localhost:8080/callback/tiktok',
      state: 'http://localhost:8080',
    });
    expect(tiktokRedirectOf('https://other.example', HOSTS)).toEqual({
      redirectUri: 'https://console.example/callback/tiktok',
      state: 'https://other.example',
    });
    expect(tiktokRedirectOf('https://other.example', [])).toEqual({
      redirectUri: 'https://other.example/callback/tiktok',
      state: 'https://other.example',
    });
  });

  it('reads the callback’s message: a code or a failure text, nothing else', () => {
    expect(readTiktokDelivery({ type: 'callback', provider: 'tiktok', code: 'abc' })).toEqual({ code: 'abc' });
    expect(readTiktokDelivery({ type: 'callback', provider: 'tiktok', error: 'denied' })).toEqual({ error: 'denied' });
    expect(readTiktokDelivery({ type: 'callback', provider: 'vk', code: 'abc' })).toBeNull();
    expect(readTiktokDelivery({ type: 'callback', provider: 'tiktok', code: 42 })).toBeNull();
    expect(readTiktokDelivery('code=abc')).toBeNull();
    expect(readTiktokDelivery(null)).toBeNull();
  });
});
