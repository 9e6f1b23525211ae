import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REDIRECT_MAX_LENGTH, safeRedirect, STATS_LIST_PATH } from '../src/rules/redirect.ts';

// quality.md: property tests run 1000 times with the seed printed; FAST_CHECK_SEED replays a run.
const seed = Number(process.env.FAST_CHECK_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`safeRedirect properties: fast-check seed ${seed} (replay with FAST_CHECK_SEED=${seed})`);
const runs = { numRuns: 1000, seed };

const CONSOLE_ORIGIN = 'https://console.example';
// The redirect is followed from the /login page, so resolve it against that URL too.
const LOGIN_PAGE = `${CONSOLE_ORIGIN}/login?redirect=x`;

const HOSTILE = [
  '//evil.com',
  '//evil.com/path',
  '/\\evil.com',
  '\\\\evil.com',
  '/\\/evil.com',
  'https://evil.com',
  'HTTPS://evil.com/',
  'http:evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/%2F%2Fevil.com',
  '/%2f%2fevil.com',
  '/%5Cevil.com',
  '/%5C%5Cevil.com',
  '/.//evil.com',
  '/./\\evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '\t//evil.com',
  ' /stats',
  '/stats\r\n',
  '/\u0000/evil.com',
  '/\u200b/evil.com',
  '/\u202e/moc.live',
  '/\u3000/evil.com',
  '/login?x',
  '/login',
  '/LOGIN',
  '/stats?next=/login',
  '/%6Cogin',
  '/%E0%A4%A',
  'evil.com',
  '',
  '/'.padEnd(REDIRECT_MAX_LENGTH + 1, 'a'),
];

const pieces = fc.constantFrom(
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%2F',
  '%2f',
  '%5C',
  '%2E',
  '%',
  '%00',
  'login',
  'LOGIN',
  'lo',
  'gin',
  ':',
  '@',
  '?',
  '#',
  '&',
  '=',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u200b',
  '\u2028',
  '\u202e',
  'evil.com',
  'javascript:',
  'https:',
  'stats',
  'items',
  'a',
  '1',
  '~',
);
const assembled = fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join(''));
const benignPath = fc
  .tuple(
    fc.array(fc.stringMatching(/^[a-z0-9_-]{1,12}$/), { minLength: 0, maxLength: 5 }),
    fc.option(fc.stringMatching(/^[a-z0-9=&_-]{1,20}$/)),
  )
  .map(([segments, query]) => `/${segments.join('/')}${query === null ? '' : `?${query}`}`);
const anyRedirect = fc.oneof(
  fc.constantFrom(...HOSTILE),
  assembled,
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webPath(),
  benignPath,
);

const resolvesToConsole = (target: string) =>
  new URL(target, CONSOLE_ORIGIN).origin === CONSOLE_ORIGIN && new URL(target, LOGIN_PAGE).origin === CONSOLE_ORIGIN;

describe('safeRedirect', () => {
  it('falls back to the statistics list, the root', () => {
    expect(STATS_LIST_PATH).toBe('/');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('')).toBe('/');
  });

  it('keeps a same-origin path with its query and hash', () => {
    expect(safeRedirect('/stats/overall')).toBe('/stats/overall');
    expect(safeRedirect('/items/42?status[]=new&status[]=inprogress#top')).toBe('/items/42?status[]=new&status[]=inprogress#top');
    expect(safeRedirect('/settings/users/7')).toBe('/settings/users/7');
    expect(safeRedirect('/chats/1/messages?x=%2F')).toBe('/chats/1/messages?x=%2F');
  });

  it('normalises dot segments', () => {
    expect(safeRedirect('/a/../stats')).toBe('/stats');
  });

  it.each(HOSTILE)('refuses hostile %j', (raw) => {
    expect(safeRedirect(raw)).toBe('/');
  });

  it('property: never leaves the console origin, never a protocol-relative or backslash path', () => {
    fc.assert(
      fc.property(anyRedirect, (raw) => {
        const target = safeRedirect(raw);
        expect(target.startsWith('/')).toBe(true);
        expect(target.startsWith('//')).toBe(false);
        expect(target).not.toMatch(/[\\\s\p{Cc}\p{Cf}]/u);
        expect(resolvesToConsole(target)).toBe(true);
        expect(resolvesToConsole(decodeURIComponent(target))).toBe(true);
      }),
      runs,
    );
  });

  it("property: never returns 'login'; a redirect mentioning it gives the root", () => {
    fc.assert(
      fc.property(anyRedirect, (raw) => {
        const target = safeRedirect(raw);
        expect(target.toLowerCase()).not.toContain('login');
        if (raw.toLowerCase().includes('login')) expect(target).toBe('/');
      }),
      runs,
    );
  });

  it('property: idempotent', () => {
    fc.assert(
      fc.property(anyRedirect, (raw) => {
        const target = safeRedirect(raw);
        expect(safeRedirect(target)).toBe(target);
      }),
      runs,
    );
  });

  it('property: plain same-origin paths are followed unchanged', () => {
    fc.assert(
      fc.property(benignPath, (path) => {
        expect(safeRedirect(path)).toBe(path.includes('login') ? '/' : path);
      }),
      runs,
    );
  });
});
