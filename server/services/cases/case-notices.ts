/** The outbox events of a case step (SendType 9, about the order): consumed by server/jobs/case-notifications.ts. */
import type { Tx } from '../../db/client';
import { enqueueEvent, type OrderEventPayload, type OutboxKind } from '../outbox/enqueue-event';
import type { CaseRow } from './case-store';

type CaseKind = typeof OutboxKind.CaseOpened | typeof OutboxKind.CaseMessage | typeof OutboxKind.CaseDecided | typeof OutboxKind.CaseRefunded;

export async function tellAboutCase(tx: Tx, kind: CaseKind, row: CaseRow, memberIds: readonly number[], now: Date): Promise<void> {
  const about: Omit<OrderEventPayload, 'memberId'> = row.orderKind === 'order' ? { orderId: row.orderId } : { storeOrderId: row.orderId };
  for (const memberId of memberIds) await enqueueEvent(tx, kind, { memberId, ...about }, now);
}
