import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { antiBotSign, sha256Hex } from '../src/client/sign.ts';
import { AntiBotToken } from '../src/contract/auth.ts';

const nodeHex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

describe('antiBotSign', () => {
  it('is the hex SHA-256 of username + password + unix time, then "." and the time', async () => {
    const sign = await antiBotSign('admin@demo.local', 'demo-pass-1', 1795338000);
    expect(sign).toBe(`${nodeHex('admin@demo.localdemo-pass-11795338000')}.1795338000`);
    expect(AntiBotToken.safeParse(sign).success).toBe(true);
  });

  it('floors a fractional time so the appended time is whole seconds', async () => {
    expect(await antiBotSign('a', 'b', 12.9)).toBe(`${nodeHex('ab12')}.12`);
  });

  it('hashes non-ASCII credentials as UTF-8', async () => {
    expect(await sha256Hex('Ирина🙂')).toBe(nodeHex('Ирина🙂'));
  });
});

describe('sha256Hex without crypto.subtle (a plain-http deployment)', () => {
  it('falls back to @noble/hashes with the same answer', async () => {
    const original = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', { value: { ...original, subtle: undefined }, configurable: true });
    try {
      expect(globalThis.crypto.subtle).toBeUndefined();
      expect(await sha256Hex('Ирина🙂')).toBe(nodeHex('Ирина🙂'));
      expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: original, configurable: true });
    }
  });
});
