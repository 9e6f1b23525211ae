// The favicon service's local stand-in (spec §7, docs/deployment.md): a small SVG per domain, nothing of the domain but
// one letter or digit written into it.
import { describe, expect, it } from 'vitest';
import { faviconSvg } from '../src/routes/faviconStandIn.ts';

describe('favicon stand-in', () => {
  it("draws the domain's first letter, the same colour for the same domain", () => {
    const svg = faviconSvg('www.zerno.coffee');
    expect(svg).toMatch(/^<svg [^>]*>.*>Z<\/text><\/svg>$/u);
    expect(faviconSvg('zerno.coffee')).toBe(svg);
  });
  it('writes nothing else of a hostile domain', () => {
    const svg = faviconSvg('"><script>alert(1)</script>');
    expect(svg).not.toContain('script');
    expect(svg).toContain('>S</text>');
    expect(faviconSvg('')).toContain('>?</text>');
  });
});
