/**
 * Push end to end (issue 6): the member agrees to notifications after a bid (Holo's explanation,
 * then the browser's permission), another member outbids them, the relay encrypts the outbid for
 * the device's push endpoint (served here on loopback, standing in for the browser vendor's push
 * service, and decrypting like a browser would), and the service worker shows it as a notification.
 */
import { expect, test } from '@playwright/test';
import { startPushEndpoint } from '../../server/testing/push-endpoint';
import { PushMessage } from '../../src/domain/push/push.schema';
import { AuctionItemPage, listAuction, signInAs } from './pages/bidding-pages';
import { promotionPopupsSeen } from './support/promotion-popups';

const headers = { 'x-requested-with': 'fetch' };

test('an outbid reaches the phone as a notification, through the relay and the service worker', async ({ browser, playwright }, info) => {
  const endpoint = await startPushEndpoint();
  const device = endpoint.device();
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;

  const seller = await playwright.request.newContext({ baseURL });
  await signInAs(seller, 'seller@holo.test');
  const title = `Push journey ${Date.now().toString(36)}`;
  const id = await listAuction(seller, title, 2000);
  await seller.dispose();

  const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, storageState: promotionPopupsSeen(baseURL!) });
  await context.grantPermissions(['notifications']);
  // Headless Chromium has no vendor push service: subscribe() answers with the loopback endpoint and
  // keys made by the test, exactly the shape a real PushSubscription has. Everything after it is real.
  await context.addInitScript((subscription) => {
    const fake = {
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: {},
      getKey: () => null,
      toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
      unsubscribe: async () => {
        localStorage.removeItem('test_push_subscribed');
        return true;
      },
    };
    PushManager.prototype.subscribe = async function () {
      localStorage.setItem('test_push_subscribed', '1');
      return fake as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (localStorage.getItem('test_push_subscribed') ? fake : null) as unknown as PushSubscription | null;
    };
  }, device.subscription);

  try {
    const page = await context.newPage();
    await signInAs(page.request, 'buyer@holo.test');
    const item = new AuctionItemPage(page);
    await page.goto('/');
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await item.goto(id);
    await item.openBidDialog();
    await item.agreeToDeposit();
    await item.bid('30');
    await expect(item.dialogMessage()).toHaveText('You are the highest bidder!');

    // Holo explains first, under the bid's result; the browser's permission comes from the member's tap.
    const offer = item.notificationOffer();
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Turn on notifications' }).click();
    await expect(page.getByText('Notifications are on for this device')).toBeVisible();
    await item.closeDialog();
    await page.goto('/myholo/setting');
    await expect(page.getByRole('listitem').filter({ hasText: 'This device' })).toBeVisible();

    // Another member outbids through the API while the phone's page is elsewhere.
    const rival = await playwright.request.newContext({ baseURL });
    await signInAs(rival, 'bidder@holo.test');
    expect((await rival.post(`/api/items/${id}/deposit`, { headers })).status()).toBeLessThan(300);
    expect((await rival.post(`/api/items/${id}/bids`, { headers, data: { Price: 5000 } })).status()).toBe(200);
    await rival.dispose();

    // The buyer's other devices' tests may be outbid meanwhile (the runs share the demo members):
    // this item's push is the one to check.
    const ours = () => device.delivered().find((delivered) => PushMessage.parse(device.open(delivered.body)).url === `/carddetails/${id}`);
    await expect.poll(() => ours() !== undefined, { timeout: 30_000 }).toBe(true);
    const push = ours()!;
    expect(push.headers.urgency).toBe('high');
    expect(push.headers.topic).toBeTruthy();
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    expect(String(push.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
    const message = PushMessage.parse(device.open(push.body));
    expect(message).toMatchObject({ kind: 'auction.outbid', url: `/carddetails/${id}` });
    expect(message.title).toContain(title);

    // The service worker's push handler shows it (CDP delivers the decrypted payload to the worker).
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const live = registrations.find((registration) => !registration.isDeleted);
        if (live) resolve(live.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId: await registrationId,
      data: JSON.stringify(message),
    });
    const shown = async () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
      });
    // Showing includes the browser fetching the icon and badge from the server: slow on a loaded machine.
    await expect.poll(async () => (await shown()).length, { timeout: 45_000 }).toBe(1);
    const [notification] = await shown();
    expect(notification).toMatchObject({ title: message.title, body: message.body, tag: message.tag, data: { url: `/carddetails/${id}` } });

    // A second outbid on the same item replaces the first on the device (one tag per item).
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId: await registrationId,
      data: JSON.stringify({ ...message, body: 'Newer', sentAt: new Date().toISOString() }),
    });
    await expect.poll(async () => (await shown()).map((n) => n.body)).toEqual(['Newer']);
  } finally {
    await context.close();
    await endpoint.close();
  }
});
