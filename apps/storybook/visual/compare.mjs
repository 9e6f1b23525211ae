// The comparison rule of quality.md, "Visual regression": exact with the baselines' Chromium,
// a small tolerance with another one, and a missing baseline is a failure.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** pixelmatch threshold and the share of pixels allowed to differ when Chromium changed. */
export const TOLERANCE = { threshold: 0.1, maxDiffRatio: 0.001 };

/**
 * 'exact' when the baselines were made by this Chromium, otherwise 'tolerant'.
 * @param {{ chromium?: string } | null} meta
 * @param {string} chromiumVersion
 * @returns {'exact' | 'tolerant'}
 */
export function modeFor(meta, chromiumVersion) {
  return meta?.chromium === chromiumVersion ? 'exact' : 'tolerant';
}

/**
 * Compare a screenshot with its baseline (both PNG files as buffers).
 * @param {{ actual: Buffer, baseline: Buffer | null, mode: 'exact' | 'tolerant' }} input
 * @returns {{ ok: boolean, reason: string | null, differing: number, total: number, diffPng: Buffer | null }}
 */
export function comparePng({ actual, baseline, mode }) {
  // The same file holds the same pixels: most screenshots are byte for byte their baseline, and decoding two PNGs
  // and running pixelmatch over them cost more than taking the screenshot.
  if (baseline && actual.equals(baseline)) {
    const { width, height } = pngSize(actual);
    return { ok: true, reason: null, differing: 0, total: width * height, diffPng: null };
  }
  const a = PNG.sync.read(actual);
  const total = a.width * a.height;
  if (!baseline) return { ok: false, reason: 'missing baseline', differing: total, total, diffPng: null };
  const b = PNG.sync.read(baseline);
  if (a.width !== b.width || a.height !== b.height) {
    const reason = `size ${a.width}x${a.height}, baseline ${b.width}x${b.height}`;
    return { ok: false, reason, differing: total, total, diffPng: null };
  }
  // Same pixels in another encoding.
  if (a.data.equals(b.data)) return { ok: true, reason: null, differing: 0, total, diffPng: null };
  const diff = new PNG({ width: a.width, height: a.height });
  if (mode === 'exact') {
    // Every channel of every pixel must match; pixelmatch (threshold 0, anti-aliasing counted) only draws the diff.
    const differing = countDifferentPixels(a.data, b.data);
    const ok = differing === 0;
    if (!ok) pixelmatch(b.data, a.data, diff.data, a.width, a.height, { threshold: 0, includeAA: true });
    return {
      ok,
      reason: ok ? null : `${differing} pixels differ (exact)`,
      differing,
      total,
      diffPng: ok ? null : PNG.sync.write(diff),
    };
  }
  const differing = pixelmatch(b.data, a.data, diff.data, a.width, a.height, { threshold: TOLERANCE.threshold });
  const allowed = Math.floor(total * TOLERANCE.maxDiffRatio);
  const ok = differing <= allowed;
  const reason = ok ? null : `${differing} pixels differ, at most ${allowed} allowed (tolerant)`;
  return { ok, reason, differing, total, diffPng: differing === 0 ? null : PNG.sync.write(diff) };
}

/** Width and height from a PNG's IHDR chunk (it follows the 8-byte signature and the chunk's length and type). */
function pngSize(png) {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** @param {Uint8Array} x @param {Uint8Array} y */
function countDifferentPixels(x, y) {
  let count = 0;
  for (let i = 0; i < x.length; i += 4) {
    if (x[i] !== y[i] || x[i + 1] !== y[i + 1] || x[i + 2] !== y[i + 2] || x[i + 3] !== y[i + 3]) count += 1;
  }
  return count;
}
