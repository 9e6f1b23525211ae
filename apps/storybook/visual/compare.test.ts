import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { comparePng, modeFor } from './compare.mjs';

// A deterministic gradient, so that every pixel differs from its neighbours.
function image(width: number, height: number): PNG {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      png.data[i] = (x * 7) % 256;
      png.data[i + 1] = (y * 11) % 256;
      png.data[i + 2] = ((x + y) * 5) % 256;
      png.data[i + 3] = 255;
    }
  }
  return png;
}

function encode(png: PNG): Buffer {
  return PNG.sync.write(png);
}

// A copy with `count` pixels on the first row changed by `delta` in every colour channel.
function changed(png: PNG, count: number, delta: number): Buffer {
  const copy = new PNG({ width: png.width, height: png.height });
  png.data.copy(copy.data);
  for (let n = 0; n < count; n += 1) {
    const i = n * 4;
    for (let c = 0; c < 3; c += 1) copy.data[i + c] = ((copy.data[i + c] ?? 0) + delta) % 256;
  }
  return encode(copy);
}

describe('exact mode (same Chromium as the baselines)', () => {
  const base = image(64, 48);

  it('passes an identical screenshot', () => {
    const result = comparePng({ actual: encode(base), baseline: encode(base), mode: 'exact' });
    expect(result).toMatchObject({ ok: true, differing: 0, diffPng: null });
  });

  it('passes the same pixels in another PNG encoding, and counts the pixels of an identical file', () => {
    const other = PNG.sync.write(base, { deflateLevel: 1, filterType: 0 });
    expect(other.equals(encode(base))).toBe(false);
    expect(comparePng({ actual: other, baseline: encode(base), mode: 'exact' })).toMatchObject({ ok: true, differing: 0 });
    expect(comparePng({ actual: encode(base), baseline: encode(base), mode: 'exact' }).total).toBe(64 * 48);
  });

  it('fails on one pixel changed by one level', () => {
    const result = comparePng({ actual: changed(base, 1, 1), baseline: encode(base), mode: 'exact' });
    expect(result.ok).toBe(false);
    expect(result.differing).toBe(1);
    expect(result.reason).toContain('1 pixels differ');
    expect(result.diffPng).toBeInstanceOf(Buffer);
  });
});

describe('tolerant mode (another Chromium)', () => {
  it('fails on one strongly changed pixel when 0.1% of the image is less than a pixel', () => {
    const base = image(20, 20); // 400 pixels: none may differ
    const result = comparePng({ actual: changed(base, 1, 128), baseline: encode(base), mode: 'tolerant' });
    expect(result.ok).toBe(false);
    expect(result.differing).toBe(1);
  });

  it('allows up to 0.1% of the pixels and fails past it', () => {
    const base = image(200, 100); // 20,000 pixels: at most 20 may differ
    expect(comparePng({ actual: changed(base, 20, 128), baseline: encode(base), mode: 'tolerant' }).ok).toBe(true);
    const over = comparePng({ actual: changed(base, 21, 128), baseline: encode(base), mode: 'tolerant' });
    expect(over.ok).toBe(false);
    expect(over.differing).toBe(21);
  });

  it('ignores a change below the pixelmatch threshold', () => {
    const base = image(20, 20);
    const result = comparePng({ actual: changed(base, 1, 1), baseline: encode(base), mode: 'tolerant' });
    expect(result).toMatchObject({ ok: true, differing: 0 });
  });
});

describe('failures whatever the mode', () => {
  it.each(['exact', 'tolerant'] as const)('a missing baseline fails (%s)', (mode) => {
    const result = comparePng({ actual: encode(image(8, 8)), baseline: null, mode });
    expect(result).toMatchObject({ ok: false, reason: 'missing baseline' });
  });

  it('a screenshot of another size fails', () => {
    const result = comparePng({ actual: encode(image(8, 9)), baseline: encode(image(8, 8)), mode: 'tolerant' });
    expect(result.ok).toBe(false);
    expect(result.reason).toBe('size 8x9, baseline 8x8');
  });
});

describe('modeFor', () => {
  it('is exact only for the Chromium that made the baselines', () => {
    expect(modeFor({ chromium: '156.0.8078.79' }, '156.0.8078.79')).toBe('exact');
    expect(modeFor({ chromium: '155.0.1' }, '156.0.8078.79')).toBe('tolerant');
    expect(modeFor(null, '156.0.8078.79')).toBe('tolerant');
  });
});
