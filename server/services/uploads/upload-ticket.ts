/**
 * The signed upload link (the spec's 90-minute storage credential): `/api/uploads/<token>` where the
 * token carries the member, the purpose, the expiry and a random nonce, signed with
 * UPLOAD_SIGNING_SECRET (HMAC-SHA256). Only the member it was made for may use it, until it expires;
 * within those 90 minutes it may carry several pictures (the spec's credential is reused the same
 * way), each counted by the upload rate limit.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { UPLOAD_TICKET_MINUTES, uploadPurposes } from '../../../src/domain/uploads/upload.schema';
import { forbidden } from '../../http/errors';
import type { UploadPurpose } from './owned-images';

const VERSION = 'u1';

export interface UploadTicket {
  token: string;
  expiresAt: Date;
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function makeUploadTicket(secret: string, memberId: number, purpose: UploadPurpose, now: Date): UploadTicket {
  const expirySeconds = Math.floor(now.getTime() / 1000) + UPLOAD_TICKET_MINUTES * 60;
  const expiresAt = new Date(expirySeconds * 1000);
  const payload = [VERSION, memberId, purpose, expirySeconds, randomBytes(12).toString('base64url')].join('.');
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt };
}

/** The ticket's purpose, when `token` is one this server signed for `memberId` and it has not expired; else 403 UPLOAD_TICKET_INVALID. */
export function readUploadTicket(secret: string, token: string, memberId: number, now: Date): UploadPurpose {
  const parts = token.split('.');
  if (parts.length !== 6) throw forbidden('UPLOAD_TICKET_INVALID');
  const [version, member, purpose, expiry, , signature] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(sign(secret, parts.slice(0, 5).join('.')));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden('UPLOAD_TICKET_INVALID');
  if (version !== VERSION || member !== String(memberId)) throw forbidden('UPLOAD_TICKET_INVALID');
  if (!/^\d{1,12}$/.test(expiry) || Number(expiry) * 1000 <= now.getTime()) throw forbidden('UPLOAD_TICKET_INVALID');
  if (!(uploadPurposes as readonly string[]).includes(purpose)) throw forbidden('UPLOAD_TICKET_INVALID');
  return purpose as UploadPurpose;
}
