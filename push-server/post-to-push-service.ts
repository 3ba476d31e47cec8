/**
 * One POST to a push service, through node:http(s) rather than fetch: its `lookup` option pins the
 * connection to the address the relay checked (public-address.ts), so the name is not resolved a
 * second time. Redirects are not followed. Only the status matters; the body is drained.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './public-address';

export interface PushServiceReply {
  status: number;
  retryAfter: string | null;
}

export interface PostOptions {
  /** Connect here instead of looking the host name up (null: the system's lookup, outside production). */
  pinned: ResolvedAddress | null;
  timeoutMs: number;
}

export function postToPushService(endpoint: string, headers: Record<string, string>, body: Buffer | null, { pinned, timeoutMs }: PostOptions): Promise<PushServiceReply> {
  const url = new URL(endpoint);
  const client = url.protocol === 'https:' ? https : http;
  const lookup: LookupFunction | undefined = pinned
    ? (_hostname, options, callback) => (options.all ? callback(null, [pinned]) : callback(null, pinned.address, pinned.family))
    : undefined;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': String(body?.length ?? 0) }, lookup, signal: AbortSignal.timeout(timeoutMs) },
      (response) => {
        response.on('error', () => undefined).resume();
        const retryAfter = response.headers['retry-after'];
        resolve({ status: response.statusCode ?? 0, retryAfter: typeof retryAfter === 'string' ? retryAfter : null });
      },
    );
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}
