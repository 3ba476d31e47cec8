/**
 * The relay's VAPID key pair (RFC 8292): one row, made by whichever process needs it first. Two
 * processes starting at once both try the insert; the row that won is the one both read back, so
 * every API node and relay signs with, and hands out, the same key.
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../server/db/client';
import { pushVapidKeys } from '../server/db/schema';

const KEY_ROW = 1;

export interface VapidKeys {
  /** Base64url, uncompressed P-256 point: the applicationServerKey of PushManager.subscribe. */
  publicKey: string;
  privateKey: string;
}

export async function ensureVapidKeys(db: Db, now: Date): Promise<VapidKeys> {
  const found = await readVapidKeys(db);
  if (found) return found;
  const made = webpush.generateVAPIDKeys();
  await db.insert(pushVapidKeys).values({ id: KEY_ROW, ...made, createdAt: now }).onConflictDoNothing();
  const kept = await readVapidKeys(db);
  if (!kept) throw new Error('VAPID keys vanished after insert');
  return kept;
}

async function readVapidKeys(db: Db): Promise<VapidKeys | undefined> {
  const [row] = await db
    .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
    .from(pushVapidKeys)
    .where(eq(pushVapidKeys.id, KEY_ROW));
  return row;
}
