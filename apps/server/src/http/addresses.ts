// The server's own public addresses, made per request from the Host header and the two ports (config.json is
// made from them); CORS and CSP allow exactly these origins.
import type { IncomingMessage } from 'node:http';

export type AddressOptions = {
  /** The two API ports (PORT and PORT+1); default: the port the request came in on, and the next one. */
  ports?: (() => readonly [number, number]) | undefined;
  /** A fixed public hostname instead of the request's Host header (e.g. behind a proxy). */
  publicHost?: string | undefined;
};

export type PublicAddresses = {
  hostname: string;
  /** Both API base URLs, ending with '/'. */
  apiHosts: [string, string];
  /** The console's origins: both ports. */
  origins: [string, string];
  socketUrl: string;
  socketOrigin: string;
};

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOSTNAME = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])$`);

/** The hostname part of a Host header, lowercased, or null when it is not a plain DNS name, IPv4 or [IPv6]. */
export function hostnameOf(hostHeader: string | undefined): string | null {
  if (!hostHeader || hostHeader.length > 260) return null;
  const host = hostHeader.trim().toLowerCase();
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(host);
  const hostname = match?.[1] ?? '';
  return hostname.length <= 253 && HOSTNAME.test(hostname) ? hostname : null;
}

export function publicAddresses(request: IncomingMessage, options: AddressOptions): PublicAddresses | null {
  const hostname = options.publicHost ?? hostnameOf(request.headers.host);
  if (!hostname) return null;
  const localPort = request.socket?.localPort ?? 80;
  const [first, second] = options.ports?.() ?? [localPort, localPort + 1];
  const secure = 'encrypted' in (request.socket ?? {});
  const http = secure ? 'https' : 'http';
  const origins: [string, string] = [`${http}://${hostname}:${first}`, `${http}://${hostname}:${second}`];
  const socketOrigin = `${secure ? 'wss' : 'ws'}://${hostname}:${first}`;
  return {
    hostname,
    origins,
    apiHosts: [`${origins[0]}/`, `${origins[1]}/`],
    socketOrigin,
    socketUrl: `${socketOrigin}/v1/socket`,
  };
}
