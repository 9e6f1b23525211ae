// quality.md "Security": links and images from the networks go through one check: http and https only.

/** The absolute http(s) URL in `value`, normalised, or null for anything else (javascript:, data:, relative…). */
export function httpUrlOf(value: string | null | undefined): string | null {
  if (!value || value.length > 4096) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null; // 'https://bank.example@evil.example' misleads
  return url.href;
}
