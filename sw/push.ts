/**
 * Push messages from the relay (push-server/, DESIGN.md section 6) become notifications: title,
 * body, the item's image, Holo's badge, and a tag so a newer message about the same thing replaces
 * the older one on the device. A click focuses an open Holo window on the message's page, or opens one.
 * Open windows are told too (PUSH_ARRIVED), so their header badge follows at once.
 */
import { PUSH_ARRIVED, type PushArrivedMessage } from '../src/domain/push/push-arrived';
import { PushMessage } from '../src/domain/push/push.schema';

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-72.png';

export function registerPushHandlers(worker: ServiceWorkerGlobalScope) {
  worker.addEventListener('push', (event) => {
    const message = readMessage(event.data);
    if (!message) return;
    event.waitUntil(Promise.all([tellWindows(worker, message.kind), showMessage(worker, message)]));
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL(String((event.notification.data as { url?: string } | null)?.url ?? '/'), worker.location.origin);
    event.waitUntil(openPage(worker, url.origin === worker.location.origin ? url.href : worker.location.origin));
  });
}

function showMessage(worker: ServiceWorkerGlobalScope, message: PushMessage) {
  return worker.registration.showNotification(message.title, {
    body: message.body,
    icon: ICON,
    badge: BADGE,
    tag: message.tag,
    data: { url: message.url, kind: message.kind },
    timestamp: Date.parse(message.sentAt),
    // Chromium shows `image` large under the text; other browsers ignore what they do not know.
    ...(message.image ? { image: message.image } : {}),
    renotify: true,
  } as NotificationOptions);
}

async function tellWindows(worker: ServiceWorkerGlobalScope, kind: string) {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).catch(() => []);
  const note: PushArrivedMessage = { type: PUSH_ARRIVED, kind };
  for (const client of windows) client.postMessage(note);
}

function readMessage(data: PushMessageData | null): PushMessage | null {
  if (!data) return null;
  try {
    const parsed = PushMessage.safeParse(data.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function openPage(worker: ServiceWorkerGlobalScope, href: string) {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
  if (open) {
    const focused = await open.focus();
    await focused.navigate(href).catch(() => null);
    return;
  }
  await worker.clients.openWindow(href);
}
