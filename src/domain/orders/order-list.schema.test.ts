import { describe, expect, it } from 'vitest';
import { myOrdersQuery } from './order-list.schema';

describe('myOrdersQuery sr (the Dispute tab status)', () => {
  it('takes 0 to 3 from the query string and leaves it out when not sent', () => {
    expect(myOrdersQuery.parse({ type: '4', sr: '2' })).toMatchObject({ type: 4, sr: 2 });
    expect(myOrdersQuery.parse({ type: '4', sr: '0' }).sr).toBe(0);
    expect(myOrdersQuery.parse({ type: '1' }).sr).toBeUndefined();
  });

  it('refuses anything else', () => {
    for (const sr of ['4', '-1', '1.5', 'x']) expect(myOrdersQuery.safeParse({ type: '4', sr }).success).toBe(false);
  });
});
