/** GET /api/push/key: the relay's VAPID public key, made on first use (shared with every relay). */
import type { ServiceContext } from '../context';
import type { PushKeyReply } from '../../../src/domain/push/push.schema';
import { ensureVapidKeys } from '../../../push-server/vapid-keys';

export async function getPushKey(ctx: ServiceContext): Promise<PushKeyReply> {
  const keys = await ensureVapidKeys(ctx.db, ctx.clock.now());
  return { PublicKey: keys.publicKey };
}
