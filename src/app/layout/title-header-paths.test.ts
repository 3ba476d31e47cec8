import { describe, expect, it } from 'vitest';
import { usesTitleHeader } from './title-header-paths';

describe('usesTitleHeader', () => {
  it.each(['/login', '/register', '/forgot', '/messages', '/myholo/chp', '/myholo', '/pay', '/payresult', '/terms/service', '/feedback/seller', '/login/', '/authentication'])(
    'shows the title header on %s',
    (path) => expect(usesTitleHeader(path)).toBe(true),
  );

  it.each(['/', '/market', '/market/12', '/seller/list', '/nowhere'])('shows the site header on %s', (path) =>
    expect(usesTitleHeader(path)).toBe(false),
  );
});
