/** At most 60 uploads per member per hour (UPLOAD_RATE_LIMIT), counted per member, not per address. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader } from '../testing/trade-helpers';
import { putUpload, uploadImage, uploadTicket } from '../testing/upload-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('the upload rate limit', () => {
  it('refuses the 61st upload of a member in an hour (429), while another member on the same address still uploads', async () => {
    const member = await createTrader(t);
    const other = await createTrader(t);
    const url = await uploadTicket(member.client);
    await uploadImage(member.client);
    // Refused attempts count too: 59 more, cheap ones (not a picture).
    for (let i = 0; i < 59; i += 1) {
      const answer = await putUpload(member.client, url, Buffer.from('not a picture'));
      expect(answer.status).toBe(400);
    }
    const sixtyFirst = await putUpload(member.client, url, Buffer.from('not a picture'));
    expect(sixtyFirst.status).toBe(429);
    expect(sixtyFirst.body.error.code).toBe('RATE_LIMITED');
    expect((await uploadImage(other.client)).id).toBeGreaterThan(0);
  });
});
