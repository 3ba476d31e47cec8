/**
 * Where the relay may send a delivery. In production only to a browser push service's host
 * (src/domain/push/push-services.ts), at an address checked public; rows stored before
 * registration checked this are caught here too. Outside production any endpoint (tests' loopback ones).
 */
import { isPushServiceEndpoint } from '../src/domain/push/push-services';
import { resolvePublicAddress, systemResolve, type Resolve, type ResolvedAddress } from './public-address';

export interface EndpointPolicy {
  /** Production: push services at public addresses only. */
  guardEndpoints: boolean;
  /** Host name lookup (tests inject one). */
  resolve?: Resolve;
}

export type EndpointTarget = { refused: true } | { refused: false; pinned: ResolvedAddress | null };

/** Rejects when the host name does not resolve (the delivery is retried). */
export async function endpointTarget(endpoint: string, policy: EndpointPolicy): Promise<EndpointTarget> {
  if (!policy.guardEndpoints) return { refused: false, pinned: null };
  if (!isPushServiceEndpoint(endpoint)) return { refused: true };
  const pinned = await resolvePublicAddress(new URL(endpoint).hostname, policy.resolve ?? systemResolve);
  return pinned ? { refused: false, pinned } : { refused: true };
}
