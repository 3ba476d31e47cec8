import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('holo_lang', 'a=1; holo_lang=zh-Hant; b=x%20y')).toBe('zh-Hant');
    expect(readCookie('b', 'a=1; holo_lang=zh-Hant; b=x%20y')).toBe('x y');
  });

  it('is undefined when the cookie is missing', () => {
    expect(readCookie('holo_lang', 'holo_langx=1')).toBeUndefined();
  });
});
