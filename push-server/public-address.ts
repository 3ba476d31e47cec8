/**
 * Where the relay may connect for a push endpoint in production: every address the host resolves
 * to must be public unicast, and the request then goes to the address checked here (not to a
 * second lookup a rebinding DNS answer could turn to 127.0.0.1).
 */
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address of a host name, as dns.lookup gives them (tests inject their own). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** Public unicast only: not loopback, private, link-local, unique-local, CGNAT, multicast, unspecified or reserved. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address) || address.includes('%')) return false;
  // process() reads an IPv4-mapped IPv6 address (::ffff:127.0.0.1) as the IPv4 address it carries.
  const parsed = ipaddr.process(address);
  // ::/96 (IPv4-compatible, ::7f00:1) counts as unicast to ipaddr.js but carries an IPv4 address.
  if (parsed.kind() === 'ipv6' && parsed.match(ipaddr.parse('::'), 96)) return false;
  return parsed.range() === 'unicast';
}

/**
 * The address to connect to, or null when any of the host's addresses is not public. A lookup that
 * fails rejects: that may pass (the relay retries), a private address will not.
 */
export async function resolvePublicAddress(hostname: string, resolve: Resolve = systemResolve): Promise<ResolvedAddress | null> {
  // A URL writes an IPv6 literal in brackets.
  const addresses = await resolve(hostname.replace(/^\[(.*)\]$/, '$1'));
  if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) return null;
  return addresses[0]!;
}
