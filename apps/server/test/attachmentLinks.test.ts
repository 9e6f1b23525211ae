import { describe, expect, it } from 'vitest';
import { ATTACHMENT_LINK_TTL_MS, attachmentUrl, validSignature } from '../src/chats/load.ts';

const linkOf = (url: string) => {
  const query = new URL(url, 'http://x').searchParams;
  return { exp: Number(query.get('exp')), sig: query.get('sig')! };
};

describe('attachment links', () => {
  const now = Date.UTC(2026, 10, 24, 10, 5);

  it('stay the same within the hour, so a message update does not download its image again', () => {
    expect(attachmentUrl(7, now)).toBe(attachmentUrl(7, now + 40 * 60_000));
    expect(attachmentUrl(7, now)).not.toBe(attachmentUrl(8, now));
  });

  it('are valid for at least the TTL and at most an hour more, then refused', () => {
    const { exp, sig } = linkOf(attachmentUrl(7, now));
    expect(validSignature(7, exp, sig, now + ATTACHMENT_LINK_TTL_MS)).toBe(true);
    expect(exp * 1000).toBeLessThanOrEqual(now + ATTACHMENT_LINK_TTL_MS + 60 * 60_000);
    expect(validSignature(7, exp, sig, exp * 1000 + 1)).toBe(false);
    expect(validSignature(8, exp, sig, now)).toBe(false);
  });
});
