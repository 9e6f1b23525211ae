import { afterEach, describe, expect, it } from 'vitest';
import { getLoginNotice, setLoginNotice } from './loginNotice.ts';

describe('loginNotice (spec §4, §8: the login form says why the session ended)', () => {
  afterEach(() => setLoginNotice(null));

  it('starts empty', () => {
    expect(getLoginNotice()).toBeNull();
  });

  it('keeps the notice until it is cleared', () => {
    setLoginNotice('sessionExpired');
    expect(getLoginNotice()).toBe('sessionExpired');
    setLoginNotice(null);
    expect(getLoginNotice()).toBeNull();
  });
});
