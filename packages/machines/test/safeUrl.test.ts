import { describe, expect, it } from 'vitest';
import { httpUrlOf } from '../src/rules/safeUrl.ts';

describe('httpUrlOf', () => {
  it('keeps absolute http and https URLs', () => {
    expect(httpUrlOf('https://vk.com/zerno')).toBe('https://vk.com/zerno');
    expect(httpUrlOf('http://example.com/a.png')).toBe('http://example.com/a.png');
  });

  it('refuses every other scheme, relative and damaged values, and credentials in the URL', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:x',
      '/relative.png',
      '//evil.example/x.png',
      'https://bank.example@evil.example/',
      'http://',
      `https://example.com/${'a'.repeat(5000)}`,
    ])
      expect(httpUrlOf(bad), String(bad)).toBeNull();
  });
});
