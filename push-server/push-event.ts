import type { PushKind } from '../src/domain/push/push.schema';

/**
 * A 'push' outbox event's payload (server/services/outbox/enqueue-event.ts writes it: the event's
 * kind and its payload), as the relay reads it: each kind uses the fields its event has.
 */
export interface PushEvent {
  event: PushKind;
  memberId: number;
  commodityId?: number;
  orderId?: number;
  storeOrderId?: number;
  offerId?: number;
  priceCents?: number;
  /** 1 the buyer's offer, 2 the seller's counter-offer. */
  bargainType?: number;
  /** 'message.received': the conversation and its new message. */
  conversationId?: number;
  messageId?: number;
}
