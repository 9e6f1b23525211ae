// Environment values of `npm start` that need more than a default (README "Server variables").
import { ACCESS_TOKEN_TTL_S } from './auth/sessions.ts';

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
