import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { normalizeSavedQuery } from './normalize-saved-query';

const query = (raw: string) => normalizeSavedQuery(raw).query;

describe('normalizeSavedQuery', () => {
  it('drops paging and defaults and writes the parameters in one order', () => {
    expect(query('page=4&size=240&status=selling&type=0&t=12&key=Ohtani')).toBe('key=ohtani&t=12');
    expect(query('?t=12&key=ohtani')).toBe('key=ohtani&t=12');
  });

  it('folds the keyword\'s case and spacing and writes prices without trailing zeros', () => {
    expect(query('key=%20Mookie%20%20BETTS%20&min=010.50&max=99.00')).toBe('key=mookie+betts&min=10.5&max=99');
  });

  it('applies the combination rules: most bids forces auctions, a max at or below the min is cleared', () => {
    expect(query('sort=4')).toBe('type=2&sort=4');
    expect(query('min=20&max=10')).toBe('min=20');
    expect(query('sort=0')).toBe('');
    expect(query('key=x&sort=0')).toBe('key=x');
  });

  it('keeps a chosen sort and the price direction, and sorts property filters', () => {
    expect(query('sort=2&dir=desc&prop=Rookie:Yes&prop=Auto:Yes&prop=Rookie:Yes')).toBe('prop=Auto%3AYes&prop=Rookie%3AYes&sort=2&dir=desc');
    expect(query('status=sold&sort=3')).toBe('status=sold&sort=3');
  });

  it('returns the search that the stored query parses to', () => {
    expect(normalizeSavedQuery('key=Topps&f=1&graded=1').search).toMatchObject({ key: 'topps', f: 1, graded: '1', status: 'selling' });
  });

  it('refuses what is not a market search with a 400 on Query', () => {
    for (const raw of ['type=7', 'f=-1', 'key=a&key=b', 'prop=bad']) {
      expect(() => normalizeSavedQuery(raw), raw).toThrow(AppError);
    }
    let caught: unknown;
    try {
      normalizeSavedQuery('type=7');
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ status: 400, code: 'BAD_REQUEST', field: 'Query' });
  });
});
