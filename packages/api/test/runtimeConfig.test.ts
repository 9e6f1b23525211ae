import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../src/client/index.ts';

const valid = {
  productName: 'Console',
  apiHosts: ['http://127.0.0.1:8080/', 'http://127.0.0.1:8081/'],
  socketUrl: 'ws://127.0.0.1:8080/socket',
  clientId: 'console',
  clientSecret: 'secret',
  captcha: null,
  social: { google: { clientId: 'g' } },
  tiktokRedirectHosts: ['https://a.example/', 'https://b.example/', 'http://localhost:5173/'],
  faqUrl: { ru: 'https://example.com/ru', en: 'https://example.com/en' },
};

describe('parseRuntimeConfig', () => {
  it('accepts a valid config.json', () => {
    expect(parseRuntimeConfig(valid)).toEqual({ ok: true, config: valid });
  });

  it('lists one readable line per problem, with the field path', () => {
    const result = parseRuntimeConfig({ ...valid, apiHosts: ['not a url'], tiktokRedirectHosts: [] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toHaveLength(2);
    expect(result.issues[0]).toMatch(/^apiHosts\.0: /);
    expect(result.issues[1]).toMatch(/^tiktokRedirectHosts: /);
  });

  it('names missing fields and refuses three hosts', () => {
    const { productName: _omitted, ...rest } = valid;
    const result = parseRuntimeConfig({ ...rest, apiHosts: [valid.apiHosts[0], valid.apiHosts[1], valid.apiHosts[0]] });
    expect(result.ok ? [] : result.issues.map((line) => line.split(':')[0])).toEqual(['productName', 'apiHosts']);
  });

  it('reports a non-object at the root', () => {
    expect(parseRuntimeConfig('hello')).toEqual({ ok: false, issues: [expect.stringMatching(/^\(root\): /)] });
  });
});
