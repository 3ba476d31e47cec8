import { describe, expect, it } from 'vitest';
import { readShareParams } from './share-params';

const read = (query: string) => readShareParams(new URLSearchParams(query));

describe('readShareParams', () => {
  it('reads the order, the sharer and their picture', () => {
    expect(read('e=12&t=5&m=%2Fmedia%2Fa.png')).toEqual({ orderId: 12, sharerId: 5, avatar: '/media/a.png' });
    expect(read('e=12&t=5&m=')).toEqual({ orderId: 12, sharerId: 5, avatar: null });
    expect(read('e=12&t=5&m=https%3A%2F%2Fcdn.example%2Fa.png')?.avatar).toBe('https://cdn.example/a.png');
  });

  it('shows no picture from another scheme or a protocol-relative address', () => {
    expect(read('e=1&t=2&m=javascript%3Aalert(1)')?.avatar).toBeNull();
    expect(read('e=1&t=2&m=%2F%2Fevil.example%2Fa.png')?.avatar).toBeNull();
    expect(read('e=1&t=2&m=http%3A%2F%2Fplain.example%2Fa.png')?.avatar).toBeNull();
  });

  it('refuses a link without a valid order or sharer', () => {
    expect(read('t=2')).toBeNull();
    expect(read('e=abc&t=2')).toBeNull();
    expect(read('e=1&t=0')).toBeNull();
    expect(read('e=1.5&t=2')).toBeNull();
  });
});
