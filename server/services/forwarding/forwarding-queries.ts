/**
 * Reading warehouse orders: the desk's queues (4 to weigh, 2 to ship; oldest first, at most 200:
 * the desk works from the top) and one order for its member's pay page (another member's is 404).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { warehouseOrders } from '../../db/schema';
import { notFound } from '../../http/errors';
import { forwardingReplies, forwardingReply } from './forwarding-reply';

const QUEUE_LIMIT = 200;

export async function forwardingQueue(db: Db, status: number) {
  const rows = await db
    .select()
    .from(warehouseOrders)
    .where(eq(warehouseOrders.status, status))
    .orderBy(asc(warehouseOrders.createdAt), asc(warehouseOrders.id))
    .limit(QUEUE_LIMIT);
  return { data: await forwardingReplies(db, rows) };
}

export async function memberForwardingOrder(db: Db, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(warehouseOrders)
    .where(and(eq(warehouseOrders.id, id), eq(warehouseOrders.memberId, memberId)));
  if (!row) throw notFound('WAREHOUSE_FORWARD_ORDER_NOT_FOUND');
  return forwardingReply(db, row);
}
