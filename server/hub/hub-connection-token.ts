/**
 * The hub's connection token: the connection id, the member (0: a visitor) and the expiry, signed
 * with HMAC-SHA256, so the node that opens the WebSocket needs nothing from the node that answered
 * the negotiate (a load balancer without stickiness). Packed as bytes and base64url: the client puts
 * it in a query string as it is.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface ConnectionReservation {
  connectionId: string;
  memberId: number | null;
  expiresAtMs: number;
}

const ID_BYTES = 16;
const MAC_BYTES = 16;
const BODY_BYTES = ID_BYTES + 4 + 8;

/** The key for connection tokens, derived from a deployment secret every node shares. */
export function connectionTokenKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('holo hub connection tokens').digest();
}

export function signConnectionToken(key: Buffer, reservation: ConnectionReservation): string {
  const body = Buffer.alloc(BODY_BYTES);
  Buffer.from(reservation.connectionId, 'base64url').copy(body, 0, 0, ID_BYTES);
  body.writeUInt32BE(reservation.memberId ?? 0, ID_BYTES);
  body.writeBigUInt64BE(BigInt(reservation.expiresAtMs), ID_BYTES + 4);
  return Buffer.concat([body, mac(key, body)]).toString('base64url');
}

/** The reservation a token carries, or null when it was not signed with the key. */
export function openConnectionToken(key: Buffer, token: string): ConnectionReservation | null {
  if (token.length > 100) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== BODY_BYTES + MAC_BYTES) return null;
  const body = bytes.subarray(0, BODY_BYTES);
  if (!timingSafeEqual(bytes.subarray(BODY_BYTES), mac(key, body))) return null;
  const memberId = body.readUInt32BE(ID_BYTES);
  return {
    connectionId: body.subarray(0, ID_BYTES).toString('base64url'),
    memberId: memberId === 0 ? null : memberId,
    expiresAtMs: Number(body.readBigUInt64BE(ID_BYTES + 4)),
  };
}

function mac(key: Buffer, body: Buffer): Buffer {
  return createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES);
}
