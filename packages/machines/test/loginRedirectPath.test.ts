import { describe, expect, it } from 'vitest';
import { loginRedirectPath } from '../src/rules/redirect.ts';

describe('loginRedirectPath', () => {
  it('keeps the full path with its query, encoded', () => {
    expect(loginRedirectPath('/items/5', 'status=new&x=1')).toBe('/login?redirect=%2Fitems%2F5%3Fstatus%3Dnew%26x%3D1');
    expect(new URLSearchParams(loginRedirectPath('/a b', '').split('?')[1]).get('redirect')).toBe('/a b');
  });
  it('root without a query', () => {
    expect(loginRedirectPath('/', '')).toBe('/login?redirect=%2F');
  });
});
