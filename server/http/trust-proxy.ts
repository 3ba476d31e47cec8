/**
 * Fastify's `trustProxy` from TRUST_PROXY. Unset believes no X-Forwarded-For (the socket's address is
 * the client's, so per-address limits cannot be stepped around); digits are a hop count; anything
 * else is a comma-separated list of proxy addresses or CIDRs.
 */
import type { FastifyServerOptions } from 'fastify';

export function parseTrustProxy(value: string | undefined): FastifyServerOptions['trustProxy'] {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === 'false') return false;
  if (/^\d+$/.test(trimmed)) return trustHops(Number(trimmed));
  return trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

// Fastify 5 reads a bare number as "trust nothing", so the hop count is proxy-addr's (address, hop)
// test: the socket's peer is hop 0. Safe only when the app is reachable through those proxies alone.
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
