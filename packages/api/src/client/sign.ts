const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

// crypto.subtle exists only in secure contexts (https, localhost); a plain-http deployment loads @noble/hashes instead.
export async function sha256Hex(text: string): Promise<string> {
  const data = new TextEncoder().encode(text);
  const subtle = globalThis.crypto?.subtle;
  if (subtle) return toHex(new Uint8Array(await subtle.digest('SHA-256', data)));
  const { sha256 } = await import('@noble/hashes/sha2.js');
  return toHex(sha256(data));
}

// spec §7: the anti-bot token is the hash of the credentials plus the unix time, with the time appended.
export async function antiBotSign(username: string, password: string, unixSeconds: number): Promise<string> {
  const time = String(Math.floor(unixSeconds));
  return `${await sha256Hex(username + password + time)}.${time}`;
}
