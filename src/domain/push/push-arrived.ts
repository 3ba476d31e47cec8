/**
 * What the service worker posts to the open Holo windows when a push arrives, so that a page reads
 * its counts again (the header's message badge) without waiting for its next refresh.
 */
export const PUSH_ARRIVED = 'holo-push';

export interface PushArrivedMessage {
  type: typeof PUSH_ARRIVED;
  kind: string;
}

export function isPushArrived(data: unknown): data is PushArrivedMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === PUSH_ARRIVED;
}
