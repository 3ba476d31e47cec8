/**
 * Push notifications (DESIGN.md section 6): the kinds a member can switch on or off, the message the
 * relay encrypts and the service worker shows, and the API shapes of the subscription and settings
 * routes. A kind is the outbox event kind it comes from; the relay's table of kinds
 * (push-server/push-kinds.ts) says how each is worded and sent.
 */
import { z } from 'zod/mini';

/** Every kind a member may receive, in the order the settings page lists them. */
export const PUSH_KINDS = [
  'auction.outbid',
  'auction.won',
  'auction.lost',
  'auction.sold',
  'auction.ended',
  'offer.received',
  'offer.accepted',
  'offer.declined',
  'offer.countered',
  'offer.expired',
  'order.paid',
  'order.closed',
  'order.shipped',
  'order.delivered',
  'order.finished',
  'feedback.received',
  'case.opened',
  'case.message',
  'case.decided',
  'case.refunded',
  'message.received',
] as const;
export const PushKind = z.enum(PUSH_KINDS);
export type PushKind = z.infer<typeof PushKind>;

/** What the service worker receives (decrypted) and shows. */
export const PushMessage = z.object({
  kind: PushKind,
  title: z.string(),
  body: z.string(),
  /** The page a click opens (same origin path, e.g. /carddetails/12). */
  url: z.string().check(z.startsWith('/')),
  /** The item's image, when the message is about an item. */
  image: z.optional(z.string()),
  /** Notifications with one tag replace each other on the device (one per item and kind group). */
  tag: z.string(),
  /** When the event happened (ISO). */
  sentAt: z.string(),
});
export type PushMessage = z.infer<typeof PushMessage>;

/** GET /api/push/key: the relay's VAPID public key (base64url), for PushManager.subscribe. */
export const PushKeyReply = z.object({ PublicKey: z.string() });
export type PushKeyReply = z.infer<typeof PushKeyReply>;

/** POST /api/push/subscriptions: a PushSubscription's JSON (endpoint and keys). */
export const PushSubscriptionInput = z.object({
  endpoint: z.url().check(z.maxLength(2000)),
  keys: z.object({ p256dh: z.string().check(z.minLength(1), z.maxLength(200)), auth: z.string().check(z.minLength(1), z.maxLength(100)) }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInput>;

/** DELETE /api/push/subscriptions: this device stops receiving (sign-out, or switched off). */
export const PushUnsubscribeInput = z.object({ endpoint: z.url().check(z.maxLength(2000)) });

export const PushDevice = z.object({ Id: z.int(), Device: z.string(), CreatedAt: z.string(), Endpoint: z.string() });
export type PushDevice = z.infer<typeof PushDevice>;

/** GET /api/push/settings: each kind on or off, and the member's subscribed devices. */
export const PushSettingsReply = z.object({
  Kinds: z.array(z.object({ Kind: PushKind, Enabled: z.boolean() })),
  Devices: z.array(PushDevice),
});
export type PushSettingsReply = z.infer<typeof PushSettingsReply>;

/** PUT /api/push/settings: switch one kind. */
export const PushSettingInput = z.object({ Kind: PushKind, Enabled: z.boolean() });
export type PushSettingInput = z.infer<typeof PushSettingInput>;
