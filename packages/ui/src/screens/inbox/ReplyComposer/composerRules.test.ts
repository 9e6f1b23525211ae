import { describe, expect, it } from 'vitest';
import { addAttachments, formatCountdown, insertAt, slashQueryAt, uploadLimitsOf } from './composerRules.ts';

const MB = 1024 * 1024;
const file = (name: string, size: number, type = 'image/png') => ({ name, size, type });

describe('composer rules', () => {
  it("'/' opens templates only at a word start", () => {
    expect(slashQueryAt('/', 1)).toEqual({ query: '', start: 0, end: 1 });
    expect(slashQueryAt('Hi /thx', 7)).toEqual({ query: 'thx', start: 3, end: 7 });
    expect(slashQueryAt('and/or', 6)).toBeNull();
    expect(slashQueryAt('/a b', 4)).toBeNull();
    expect(slashQueryAt('http://x', 8)).toBeNull();
    expect(insertAt('Hi /thx!', 3, 7, 'Thank you')).toEqual({ text: 'Hi Thank you!', caret: 12 });
  });

  it('spec §9: upload count and size per network', () => {
    expect(uploadLimitsOf('vk', 'message')).toMatchObject({ count: 5, maxBytes: 10 * MB, imagesOnly: false });
    expect(uploadLimitsOf('facebook', 'comment')).toMatchObject({ count: 1, maxBytes: 5 * MB, imagesOnly: true });
    expect(uploadLimitsOf('tiktok', 'comment').count).toBe(0);
    const limits = uploadLimitsOf('facebook', 'comment');
    expect(addAttachments([], [file('big.png', 6 * MB)], limits).problem).toEqual({ kind: 'tooBig', name: 'big.png', sizeMb: 5 });
    expect(addAttachments([], [file('a.pdf', 1, 'application/pdf')], limits).problem?.kind).toBe('imagesOnly');
    const two = addAttachments([], [file('a.png', 1), file('b.png', 1)], limits);
    expect(two.files.map((f) => f.name)).toEqual(['a.png']);
    expect(two.problem).toEqual({ kind: 'tooMany', count: 1 });
  });

  it("the picker's types are the server's allow-list: images only without large uploads, never SVG or HTML", () => {
    expect(uploadLimitsOf('facebook', 'comment').types).toEqual(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
    expect(uploadLimitsOf('telegram', 'message').types).toContain('application/pdf');
    const telegram = uploadLimitsOf('telegram', 'message');
    expect(addAttachments([], [file('x.svg', 1, 'image/svg+xml')], telegram).problem).toEqual({
      kind: 'type',
      name: 'x.svg',
      mime: 'image/svg+xml',
    });
    expect(addAttachments([], [file('x.html', 1, 'text/html')], telegram).problem?.kind).toBe('type');
    expect(addAttachments([], [file('x.svg', 1, 'image/svg+xml')], uploadLimitsOf('facebook', 'comment')).problem?.kind).toBe(
      'type',
    );
  });

  it('countdowns', () => {
    expect(formatCountdown(43200 * 1000)).toBe('12:00:00');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
