import { describe, expect, it } from 'vitest';
import { readShareToken } from './share-params';

const read = (query: string) => readShareToken(new URLSearchParams(query));
const TOKEN = 'Xy7_-0123456789abcdefghijklmnopqrstuvwxyzAB';

describe('readShareToken', () => {
  it("reads the link's token", () => {
    expect(read(`s=${TOKEN}`)).toBe(TOKEN);
  });

  it('refuses a link without a token that could be one, the old order and member ids included', () => {
    expect(read('e=12&t=5&m=')).toBeNull();
    expect(read('s=')).toBeNull();
    expect(read(`s=${TOKEN.slice(1)}`)).toBeNull();
    expect(read(`s=${TOKEN.slice(1)}%2F`)).toBeNull();
    expect(read(`s=${TOKEN}A`)).toBeNull();
  });
});
