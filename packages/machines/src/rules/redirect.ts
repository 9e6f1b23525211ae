// Where to go after login (spec §2.1 /login) and which redirect targets may be followed (quality.md:
// "Redirect targets are same-origin relative paths only").

// spec §2.1: without a usable redirect the user goes to the statistics list, the root route.
export const STATS_LIST_PATH = '/';

// Longer targets are not paths a person navigated to; refusing them keeps the check cheap.
export const REDIRECT_MAX_LENGTH = 2048;

// An origin that can never be a real host, used only to resolve the candidate path.
const PROBE_ORIGIN = 'https://x.invalid';

// Whitespace, control, format (zero-width, bidi) and separator characters are never part of a path we follow.
const FORBIDDEN_CHARACTERS = /[\s\p{Cc}\p{Cf}\p{Z}]/u;

function isRelativePath(path: string): boolean {
  if (!path.startsWith('/')) return false;
  // '//host' and '/\host' are protocol-relative in browsers.
  if (path.startsWith('//') || path.startsWith('/\\')) return false;
  if (path.includes('\\')) return false;
  return !FORBIDDEN_CHARACTERS.test(path);
}

function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

// Both the raw and the percent-decoded form must pass, so '/%2F%2Fevil' is refused too.
function isAcceptable(path: string): boolean {
  if (path.length === 0 || path.length > REDIRECT_MAX_LENGTH) return false;
  const plain = decoded(path);
  if (plain === null) return false;
  // spec §2.1: a redirect containing 'login' is ignored (it would bring the user back to the form).
  if (path.toLowerCase().includes('login') || plain.toLowerCase().includes('login')) return false;
  return isRelativePath(path) && isRelativePath(plain);
}

function resolveOnProbe(path: string): string | null {
  let url: URL;
  try {
    url = new URL(path, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function safeRedirect(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || !isAcceptable(raw)) return STATS_LIST_PATH;
  const normalized = resolveOnProbe(raw);
  // Normalising can create '//host' (from '/.//host'): the result is checked again.
  if (normalized === null || !isAcceptable(normalized)) return STATS_LIST_PATH;
  return normalized;
}

// spec §4 "Auth guard", "Logout": /login with the full path (path and query) in the redirect query.
export function loginRedirectPath(path: string, search: string): string {
  const full = search ? `${path}?${search}` : path;
  return `/login?${new URLSearchParams({ redirect: full }).toString()}`;
}
