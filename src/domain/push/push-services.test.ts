import { describe, expect, it } from 'vitest';
import { isPushServiceEndpoint } from './push-services';

describe('push service endpoints', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
    'https://updates-autopush.push.services.mozilla.com/wpush/v2/gAAA',
    'https://web.push.apple.com/QGz',
    'https://api.push.apple.com/3/device/x',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
  ])('accepts %s', (endpoint) => expect(isPushServiceEndpoint(endpoint)).toBe(true));

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'http://127.0.0.1:9000/push/1',
    'https://127.0.0.1/push/1',
    'https://10.0.0.1/push',
    'https://[::1]/push',
    'https://evil.example/push',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilnotify.windows.com/x',
    'https://.notify.windows.com/x',
    'https://user:pw@fcm.googleapis.com/x',
    'not a url',
  ])('refuses %s', (endpoint) => expect(isPushServiceEndpoint(endpoint)).toBe(false));
});
