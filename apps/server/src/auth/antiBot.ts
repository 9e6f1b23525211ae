// The anti-bot token of the password grant (spec §7): hex SHA-256 of username + password + unix time, '.', the time.
import { createHash, timingSafeEqual } from 'node:crypto';

export const SIGN_MAX_AGE_S = 300;

export function makeSign(username: string, password: string, unixTime: number): string {
  return `${createHash('sha256')
    .update(username + password + String(unixTime))
    .digest('hex')}.${unixTime}`;
}

export function isSignValid(sign: string, username: string, password: string, nowMs: number): boolean {
  const match = /^([0-9a-f]{64})\.(\d{1,12})$/.exec(sign);
  if (!match) return false;
  const unixTime = Number(match[2]);
  if (Math.abs(Math.floor(nowMs / 1000) - unixTime) > SIGN_MAX_AGE_S) return false;
  const expected = Buffer.from(makeSign(username, password, unixTime).slice(0, 64), 'hex');
  return timingSafeEqual(expected, Buffer.from(match[1] ?? '', 'hex'));
}
