import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';

/** Where friends on other machines can reach this server, for the invite dialog (`GET /api/invite`). */
export interface InviteAddresses {
  /** Origins (`http://192.168.1.20:8080`) another machine can open, the likeliest first; may be empty. */
  origins: string[];
  /** The server listens on this machine's loopback only: nobody else can reach it. */
  loopbackOnly: boolean;
}

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

const ALL_IPV4 = '0.0.0.0';
const ALL = new Set([ALL_IPV4, '::', '']);

export const isLoopbackHost = (host: string): boolean =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** `http://host:port`, IPv6 addresses in brackets. */
export const originOf = (host: string, port: number): string =>
  `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

/** Private LAN ranges (a home or club network) before other addresses, IPv4 before IPv6. */
function rank(i: NetworkInterfaceInfo): number {
  if (i.family === 'IPv4') return /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(i.address) ? 0 : 1;
  return /^f[cd]/i.test(i.address) ? 2 : 3;
}

/**
 * The addresses of an invite link for a server listening on `host`: on all interfaces
 * (`0.0.0.0`, `::`), this machine's own network addresses (not loopback, not IPv6 link-local,
 * which needs a zone a browser cannot take; IPv6 ones only when listening on `::`); on one
 * address, that address; on loopback, none (`loopbackOnly`: it must be started with
 * `--host 0.0.0.0` for anyone else to join).
 */
export function inviteAddresses(
  host: string,
  port: number,
  interfaces: Interfaces = networkInterfaces(),
): InviteAddresses {
  if (isLoopbackHost(host)) return { origins: [], loopbackOnly: true };
  if (!ALL.has(host)) return { origins: [originOf(host, port)], loopbackOnly: false };
  const found = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((i) => !i.internal && (i.family === 'IPv4' || (host !== ALL_IPV4 && !/^fe80:/i.test(i.address))))
    .sort((a, b) => rank(a) - rank(b));
  return { origins: [...new Set(found.map((i) => originOf(i.address, port)))], loopbackOnly: false };
}
