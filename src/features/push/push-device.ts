/**
 * This device's push subscription (DESIGN.md section 6). The browser asks for permission only from
 * a tap (turnOnPush runs in a click handler, after Holo's own explanation); the subscription is
 * made with the relay's VAPID key and stored for the signed-in member, one row per device.
 */
import { fetchPushKey, removeSubscription, saveSubscription } from './api/push-api';

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'on' : 'off';
}

/** base64url (the VAPID key) to the bytes PushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function subscriptionInput(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/** Asks the browser (call from a tap), subscribes this device and stores it for the member. */
export async function turnOnPush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const worker = await navigator.serviceWorker.ready;
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(await fetchPushKey()) }));
  await saveSubscription(subscriptionInput(subscription));
  return 'on';
}

/** Stops pushes to this device: the member's row goes, then the browser's subscription. */
export async function turnOffPush(): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await removeSubscription(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  }
  return pushState();
}

/** At start-up: a device that agreed earlier is (re)stored for whoever is signed in now. */
export async function syncPushDevice(): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  const subscription = await currentSubscription();
  if (subscription) await saveSubscription(subscriptionInput(subscription));
}

/** Before signing out: this device stops receiving the member's notifications. */
export async function forgetPushDevice(): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  if (subscription) await removeSubscription(subscription.endpoint).catch(() => undefined);
}
