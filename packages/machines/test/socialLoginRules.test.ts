import { describe, expect, it } from 'vitest';
import {
  parseSocialState,
  readSocialCallback,
  socialAuthorizeUrl,
  socialButtonsFor,
  socialRedirectUri,
  socialStateFor,
} from '../src/rules/socialLogin.ts';
import { noEmailTokenOf, toSocialError } from '../src/rules/socialError.ts';

const ALL = ['vk', 'vkid', 'google', 'facebook', 'yandex'];

describe('social sign-in rules', () => {
  it('VK and Yandex only in Russian locales, Facebook and Google in all; only configured providers', () => {
    expect(socialButtonsFor('ru', ALL)).toEqual(['vk', 'yandex', 'facebook', 'google']);
    expect(socialButtonsFor('en', ALL)).toEqual(['facebook', 'google']);
    expect(socialButtonsFor('ru-RU', ['google'])).toEqual(['google']);
    expect(socialButtonsFor('en', [])).toEqual([]);
  });

  it('reads state: a same-origin redirect, locale:en, nothing else', () => {
    expect(parseSocialState('redirect:/settings/profile')).toEqual({ redirect: '/settings/profile', locale: null });
    for (const bad of ['redirect://evil.example', 'redirect:https://evil.example', 'redirect:/login', 'redirect:/%2F%2Fevil'])
      expect(parseSocialState(bad)).toEqual({ redirect: null, locale: null });
    expect(parseSocialState('locale:en')).toEqual({ redirect: null, locale: 'en' });
    expect(parseSocialState('locale:de')).toEqual({ redirect: null, locale: null });
    expect(parseSocialState(null)).toEqual({ redirect: null, locale: null });
  });

  it('makes the state a button sends', () => {
    expect(socialStateFor('/settings/billing?space_id=1', 'ru')).toBe('redirect:/settings/billing?space_id=1');
    expect(socialStateFor(null, 'en')).toBe('locale:en');
    expect(socialStateFor('/login', 'ru')).toBeUndefined();
  });

  it('asks the provider for a code with the email scope', () => {
    const url = new URL(
      socialAuthorizeUrl({
        authorizeUrl: 'https://oauth.vk.com/authorize',
        clientId: '42',
        redirectUri: 'https://c.example/login/vk',
        state: 'locale:en',
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '42',
      redirect_uri: 'https://c.example/login/vk',
      response_type: 'code',
      scope: 'email',
      state: 'locale:en',
    });
  });

  it('the callback address keeps a promo code', () => {
    expect(socialRedirectUri('https://c.example', 'vk')).toBe('https://c.example/login/vk');
    expect(socialRedirectUri('https://c.example', 'google', 'BONUS 30')).toBe(
      'https://c.example/login/google?promocode=BONUS+30',
    );
  });

  it('reads what the provider sent back', () => {
    expect(readSocialCallback(new URLSearchParams('code=abc&state=x'))).toEqual({ kind: 'code', code: 'abc' });
    expect(readSocialCallback(new URLSearchParams('error=access_denied&error_reason=user_denied'))).toEqual({ kind: 'denied' });
    expect(readSocialCallback(new URLSearchParams('error=invalid_request&error_reason=user_denied'))).toEqual({ kind: 'denied' });
    expect(readSocialCallback(new URLSearchParams('error=server_error&error_description=Boom'))).toEqual({
      kind: 'failed',
      text: 'Boom',
    });
    expect(readSocialCallback(new URLSearchParams(''))).toEqual({ kind: 'failed', text: null });
  });

  it('classifies errors; only a 400 no_email with a token is the email branch', () => {
    expect(toSocialError(new Error('x'))).toEqual({ kind: 'generic' });
    expect(toSocialError({ kind: 'http', status: 400, serverText: 'Nope' })).toEqual({ kind: 'server', text: 'Nope' });
    expect(noEmailTokenOf({ kind: 'http', status: 400, errorType: 'no_email', data: { access_token: 't' } })).toBe('t');
    expect(noEmailTokenOf({ kind: 'http', status: 400, errorType: 'no_email', data: {} })).toBeNull();
    expect(noEmailTokenOf({ kind: 'http', status: 409, errorType: 'no_email', data: { access_token: 't' } })).toBeNull();
    expect(noEmailTokenOf(null)).toBeNull();
  });
});
