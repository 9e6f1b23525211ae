// Environment values of `npm start` that need more than a default (README "Server variables").
import { ACCESS_TOKEN_TTL_S } from './auth/sessions.ts';
import { hostnameOf } from './http/addresses.ts';

const isPort = (n: number) => Number.isInteger(n) && n >= 1 && n <= 65535;

/** PUBLIC_PORTS="a,b": the two ports config.json, CORS and CSP announce (behind a port-mapping proxy);
 *  default PORT and PORT+1, the ports the server listens on. */
export function publicPortsFrom(value: string | undefined, port: number): readonly [number, number] {
  if (value === undefined || value.trim() === '') return [port, port + 1];
  const parts = value.split(',').map((part) => Number(part.trim()));
  const [first, second] = parts;
  if (parts.length !== 2 || first === undefined || second === undefined || !isPort(first) || !isPort(second)) {
    throw new Error(`PUBLIC_PORTS must be two ports like "443,8443", got "${value}"`);
  }
  return [first, second];
}

/** ACCESS_TOKEN_TTL_S: access token lifetime in whole seconds (e2e drills use a short one); default 3600. */
export function accessTokenTtlFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return ACCESS_TOKEN_TTL_S;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`ACCESS_TOKEN_TTL_S must be a positive integer, got "${value}"`);
  return seconds;
}

/** PUBLIC_HOST: the deployment's hostname (a DNS name, IPv4 or [IPv6], no scheme or port); unset: none. */
export function publicHostFrom(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const hostname = hostnameOf(value);
  if (hostname === null || hostname !== value.trim().toLowerCase()) {
    throw new Error(`PUBLIC_HOST must be a host name like "console.example.com" (no scheme or port), got "${value}"`);
  }
  return hostname;
}

/** PUBLIC_HTTPS: "1" when the public origins are https (TLS ends at a proxy in front); default "0". */
export function publicHttpsFrom(value: string | undefined): boolean {
  if (value === undefined || value.trim() === '' || value.trim() === '0') return false;
  if (value.trim() === '1') return true;
  throw new Error(`PUBLIC_HTTPS must be 1 or 0, got "${value}"`);
}

/** SMTP_URL: smtp://user:password@host:port or smtps://…; unset: letters stay in the sandbox outbox. */
export function smtpUrlFrom(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error('SMTP_URL must be a URL like "smtp://user:password@mail.example.com:587"');
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps:// and name a host, got "${url.protocol}//${url.host}"`);
  }
  return url.toString();
}
