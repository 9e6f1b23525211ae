import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

// @noble/hashes rather than crypto.subtle: subtle exists only in secure contexts, and a deployment may be plain http.
export async function sha256Hex(text: string): Promise<string> {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

// spec §7: the anti-bot token is the hash of the credentials plus the unix time, with the time appended.
export async function antiBotSign(username: string, password: string, unixSeconds: number): Promise<string> {
  const time = String(Math.floor(unixSeconds));
  return `${await sha256Hex(username + password + time)}.${time}`;
}
