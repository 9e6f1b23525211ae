// The full path (path and query) goes into the redirect query of /login (spec §4).
export function loginRedirectPath(path: string, search: string): string {
  const full = search ? `${path}?${search}` : path;
  return `/login?${new URLSearchParams({ redirect: full }).toString()}`;
}
