import { describe, expect, it } from 'vitest';
import { faviconUrlOf } from './faviconUrl.ts';

describe('faviconUrlOf (spec §7 favicon service)', () => {
  it('puts the encoded domain into the template', () => {
    expect(faviconUrlOf('https://icons.example/{domain}.ico', 'Zerno.Coffee')).toBe('https://icons.example/zerno.coffee.ico');
    expect(faviconUrlOf('/favicon-stand-in?domain={domain}', 'a b/c')).toBe('/favicon-stand-in?domain=a%20b%2Fc');
  });
  it('gives none without a template, a domain, or a safe address', () => {
    expect(faviconUrlOf(null, 'zerno.coffee')).toBeNull();
    expect(faviconUrlOf('https://icons.example/{domain}', null)).toBeNull();
    expect(faviconUrlOf('javascript:alert({domain})', 'x')).toBeNull();
    expect(faviconUrlOf('//evil.example/{domain}', 'x')).toBeNull();
    expect(faviconUrlOf('https://icons.example/fixed.ico', 'x')).toBeNull();
  });
});
