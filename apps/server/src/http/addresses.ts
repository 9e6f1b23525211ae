// The server's own public addresses (docs/deployment.md "Origins"): config.json, links in letters, CORS and CSP
// all come from the configured origins, never from a Host header. By default those are the loopback names on the
// two ports; with a public host, that host only. A request's Host only picks which configured name it gets.
import type { IncomingMessage } from 'node:http';

export type AddressOptions = {
  /** The two API ports (PORT and PORT+1); default: the port the request came in on, and the next one. */
  ports?: (() => readonly [number, number]) | undefined;
  /** The deployment's public hostname (PUBLIC_HOST): the only name links and origins use. */
  publicHost?: string | undefined;
  /** The public origins are https (PUBLIC_HTTPS=1: TLS ends at a proxy in front); HSTS is sent. */
  publicHttps?: boolean | undefined;
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

/** The names a server without a public host answers as: this machine's own. */
export const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

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

/** The hostnames this server's origins may have: the public host, or else the loopback names. */
export function configuredHostnames(options: AddressOptions): readonly string[] {
  return options.publicHost ? [options.publicHost.toLowerCase()] : LOOPBACK_NAMES;
}

/** True when the server is set up for a deployment by its addresses (a public host). */
export const hasPublicHost = (options: AddressOptions): boolean => Boolean(options.publicHost);

/** True when the origins are https: the request came over TLS, or the configuration says so. */
export function isHttps(request: IncomingMessage, options: AddressOptions): boolean {
  return options.publicHttps === true || 'encrypted' in (request.socket ?? {});
}

// URL's origin drops a scheme's default port (https://host, not https://host:443), as a browser's Origin does.
const originOf = (scheme: string, hostname: string, port: number) => new URL(`${scheme}://${hostname}:${port}`).origin;

/** This request's addresses: the configured name it asked for, or else the first configured name. */
export function publicAddresses(request: IncomingMessage, options: AddressOptions): PublicAddresses {
  const names = configuredHostnames(options);
  const asked = hostnameOf(request.headers.host);
  const hostname = names.find((name) => name === asked) ?? names[0] ?? LOOPBACK_NAMES[0];
  const localPort = request.socket?.localPort ?? 80;
  const [first, second] = options.ports?.() ?? [localPort, localPort + 1];
  const secure = isHttps(request, options);
  const http = secure ? 'https' : 'http';
  const origins: [string, string] = [originOf(http, hostname, first), originOf(http, hostname, second)];
  const socketOrigin = originOf(secure ? 'wss' : 'ws', hostname, first);
  return {
    hostname,
    origins,
    apiHosts: [`${origins[0]}/`, `${origins[1]}/`],
    socketOrigin,
    socketUrl: `${socketOrigin}/v1/socket`,
  };
}
