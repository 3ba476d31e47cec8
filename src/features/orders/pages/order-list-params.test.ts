import { describe, expect, it } from 'vitest';
import { orderListHref, readOrderListParams } from './order-list-params';
import { orderListQueryString } from '../api/get-my-orders';

const read = (query: string, tabs = 6) => readOrderListParams(new URLSearchParams(query), tabs);

describe('order list URL', () => {
  it('opens tab 1, page 1, without filters by default', () => {
    expect(read('')).toEqual({ type: 1, title: '', orderNo: '', seller: '', sr: 0, page: 1 });
  });

  it('reads the tab, the filters and the page, and falls back on anything out of range', () => {
    expect(read('type=5&title=%20Pika%20&orderNo=HO1&seller=Ann&page=3')).toEqual({ type: 5, title: 'Pika', orderNo: 'HO1', seller: 'Ann', sr: 0, page: 3 });
    expect(read('type=7').type).toBe(1);
    expect(read('type=5', 4).type).toBe(1);
    expect(read('type=x&page=-2')).toMatchObject({ type: 1, page: 1 });
    expect(read(`title=${'a'.repeat(150)}`).title).toHaveLength(100);
  });

  it('writes the tab always, filters when set and the page after 1', () => {
    const base = { type: 1, title: '', orderNo: '', seller: '', sr: 0, page: 1 };
    expect(orderListHref('/myholo/purchase', base)).toBe('/myholo/purchase?type=1');
    expect(orderListHref('/myholo/purchase', { ...base, type: 6, title: '100% _x', seller: 'Ann', page: 2 })).toBe(
      '/myholo/purchase?type=6&title=100%25+_x&seller=Ann&page=2',
    );
    const round = read(new URL(orderListHref('/x', { ...base, title: '100% _x', orderNo: 'HO9' }), 'http://h').search);
    expect(round).toMatchObject({ title: '100% _x', orderNo: 'HO9' });
  });

  it('sends the seller filter only for marketplace orders', () => {
    const params = { type: 2, title: 'a', orderNo: '', seller: 'Ann', sr: 0, page: 1 };
    expect(orderListQueryString(params, true)).toBe('type=2&page=1&title=a&seller=Ann');
    expect(orderListQueryString(params, false)).toBe('type=2&page=1&title=a');
  });

  it('reads the dispute status 0 to 3 and writes it only on the Dispute tab', () => {
    expect(read('type=4&sr=2')).toMatchObject({ type: 4, sr: 2 });
    expect(read('type=4&sr=4').sr).toBe(0);
    expect(read('type=4&sr=-1').sr).toBe(0);
    const base = { type: 4, title: '', orderNo: '', seller: '', sr: 3, page: 1 };
    expect(orderListHref('/myholo/purchase', base)).toBe('/myholo/purchase?type=4&sr=3');
    expect(orderListHref('/myholo/purchase', { ...base, sr: 0 })).toBe('/myholo/purchase?type=4');
    expect(orderListHref('/myholo/purchase', { ...base, type: 2 })).toBe('/myholo/purchase?type=2');
  });

  it('sends the dispute status (0 for all) on the marketplace Dispute tab only', () => {
    const params = { type: 4, title: '', orderNo: '', seller: '', sr: 0, page: 1 };
    expect(orderListQueryString(params, true)).toBe('type=4&page=1&sr=0');
    expect(orderListQueryString({ ...params, sr: 2 }, true)).toBe('type=4&page=1&sr=2');
    // Store tab 4 is Completed: no dispute status there.
    expect(orderListQueryString({ ...params, sr: 2 }, false)).toBe('type=4&page=1');
    expect(orderListQueryString({ ...params, type: 3, sr: 2 }, true)).toBe('type=3&page=1');
  });
});
