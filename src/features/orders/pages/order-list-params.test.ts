import { describe, expect, it } from 'vitest';
import { orderListHref, readOrderListParams } from './order-list-params';
import { orderListQueryString } from '../api/get-my-orders';

const read = (query: string, tabs = 6) => readOrderListParams(new URLSearchParams(query), tabs);

describe('order list URL', () => {
  it('opens tab 1, page 1, without filters by default', () => {
    expect(read('')).toEqual({ type: 1, title: '', orderNo: '', seller: '', page: 1 });
  });

  it('reads the tab, the filters and the page, and falls back on anything out of range', () => {
    expect(read('type=5&title=%20Pika%20&orderNo=HO1&seller=Ann&page=3')).toEqual({ type: 5, title: 'Pika', orderNo: 'HO1', seller: 'Ann', page: 3 });
    expect(read('type=7').type).toBe(1);
    expect(read('type=5', 4).type).toBe(1);
    expect(read('type=x&page=-2')).toMatchObject({ type: 1, page: 1 });
    expect(read(`title=${'a'.repeat(150)}`).title).toHaveLength(100);
  });

  it('writes the tab always, filters when set and the page after 1', () => {
    const base = { type: 1, title: '', orderNo: '', seller: '', page: 1 };
    expect(orderListHref('/myholo/purchase', base)).toBe('/myholo/purchase?type=1');
    expect(orderListHref('/myholo/purchase', { ...base, type: 6, title: '100% _x', seller: 'Ann', page: 2 })).toBe(
      '/myholo/purchase?type=6&title=100%25+_x&seller=Ann&page=2',
    );
    const round = read(new URL(orderListHref('/x', { ...base, title: '100% _x', orderNo: 'HO9' }), 'http://h').search);
    expect(round).toMatchObject({ title: '100% _x', orderNo: 'HO9' });
  });

  it('sends the seller filter only for marketplace orders', () => {
    const params = { type: 2, title: 'a', orderNo: '', seller: 'Ann', page: 1 };
    expect(orderListQueryString(params, true)).toBe('type=2&page=1&title=a&seller=Ann');
    expect(orderListQueryString(params, false)).toBe('type=2&page=1&title=a');
  });
});
