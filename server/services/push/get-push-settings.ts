/** GET /api/push/settings: every kind on or off (on unless switched off), and the member's devices, newest first. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ServiceContext } from '../context';
import { pushPreferences, pushSubscriptions } from '../../db/schema';
import { PUSH_KINDS, type PushSettingsReply } from '../../../src/domain/push/push.schema';
import { pushDeviceOf } from './push-device';

export async function getPushSettings(ctx: Pick<ServiceContext, 'db'>, memberId: number): Promise<PushSettingsReply> {
  const [preferences, devices] = await Promise.all([preferencesOf(ctx.db, memberId), devicesOf(ctx.db, memberId)]);
  return {
    Kinds: PUSH_KINDS.map((kind) => ({ Kind: kind, Enabled: preferences.get(kind) ?? true })),
    Devices: devices.map(pushDeviceOf),
  };
}

async function preferencesOf(db: Db, memberId: number): Promise<Map<string, boolean>> {
  const rows = await db.select({ kind: pushPreferences.kind, enabled: pushPreferences.enabled }).from(pushPreferences).where(eq(pushPreferences.memberId, memberId));
  return new Map(rows.map((r) => [r.kind, r.enabled]));
}

function devicesOf(db: Db, memberId: number) {
  return db
    .select({ id: pushSubscriptions.id, device: pushSubscriptions.device, createdAt: pushSubscriptions.createdAt, endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
}
