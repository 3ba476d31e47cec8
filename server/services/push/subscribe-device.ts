/**
 * POST /api/push/subscriptions: stores this browser's push subscription for the member, keyed by its
 * endpoint. A browser that signs in as another member moves to them, and drops what was still queued
 * for the one before (their messages must not show on someone else's device). A member keeps their
 * MAX_DEVICES newest devices.
 */
import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { pushSubscriptions } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { PushDevice, PushSubscriptionInput } from '../../../src/domain/push/push.schema';
import { isPushServiceEndpoint } from '../../../src/domain/push/push-services';
import { deviceLabel } from './device-label';
import { pushDeviceOf } from './push-device';

export const MAX_DEVICES = 20;

export interface SubscribeOptions {
  userAgent: string | undefined;
  /** Production: only the browsers' push services (the relay must never POST to an address a member picks). */
  pushServicesOnly: boolean;
}

export async function subscribeDevice(
  ctx: ServiceContext,
  memberId: number,
  input: PushSubscriptionInput,
  options: SubscribeOptions,
): Promise<{ created: boolean; device: PushDevice }> {
  const protocol = new URL(input.endpoint).protocol;
  if (options.pushServicesOnly ? !isPushServiceEndpoint(input.endpoint) : protocol !== 'https:' && protocol !== 'http:') {
    throw badRequest('BAD_REQUEST', 'endpoint');
  }
  if (decodedLength(input.keys.p256dh) !== 65 || decodedLength(input.keys.auth) !== 16) throw badRequest('BAD_REQUEST', 'keys');
  const now = ctx.clock.now();
  const device = deviceLabel(options.userAgent).slice(0, 100);

  return ctx.db.transaction(async (tx) => {
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, input.endpoint), ne(pushSubscriptions.memberId, memberId)));
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ memberId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, device, createdAt: now })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { p256dh: input.keys.p256dh, auth: input.keys.auth, device } })
      .returning({
        id: pushSubscriptions.id,
        device: pushSubscriptions.device,
        createdAt: pushSubscriptions.createdAt,
        endpoint: pushSubscriptions.endpoint,
        // xmax is 0 on a freshly inserted row, set on an updated one.
        created: sql<boolean>`xmax = 0`,
      });
    const keep = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, memberId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_DEVICES);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.memberId, memberId), notInArray(pushSubscriptions.id, keep)));
    return { created: row!.created, device: pushDeviceOf(row!) };
  });
}

/** Bytes in a base64url value, or -1 when it is not one. */
function decodedLength(value: string): number {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return -1;
  return Buffer.from(value, 'base64url').length;
}
