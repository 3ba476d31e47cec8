import { describe, expect, it } from 'vitest';
import { headerKind, usesTitleHeader } from './title-header-paths';

describe('usesTitleHeader', () => {
  it.each(['/login', '/register', '/forgot', '/messages', '/myholo/chp', '/myholo', '/pay', '/payresult', '/terms/service', '/feedback/seller', '/login/', '/authentication'])(
    'shows the title header on %s',
    (path) => expect(usesTitleHeader(path)).toBe(true),
  );

  it.each(['/', '/market', '/market/12', '/seller/list', '/nowhere'])('shows the site header on %s', (path) =>
    expect(usesTitleHeader(path)).toBe(false),
  );

  it.each([
    ['/myholo/watch', 'member'],
    ['/myholo', 'member'],
    ['/messages', 'member'],
    ['/feedback/seller', 'member'],
    ['/pay/cart', 'member'],
    ['/pay/cartcheckout/3', 'title'],
    ['/login', 'title'],
    ['/terms/service', 'title'],
    ['/cart', 'site'],
    ['/market', 'site'],
  ])('gives %s the %s header', (path, kind) => expect(headerKind(path)).toBe(kind));
});
