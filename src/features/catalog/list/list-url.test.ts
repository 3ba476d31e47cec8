import { describe, expect, it } from 'vitest';
import { readListParams, toListQuery, writeListParams } from './list-url';

const read = (query: string, pathId?: string) => readListParams(new URLSearchParams(query), pathId);

describe('list URL', () => {
  it('reads the manufacturer from type or the path id', () => {
    expect(read('type=3').type).toBe(3);
    expect(read('', '5').type).toBe(5);
    expect(read('type=2', '5').type).toBe(2);
  });
  it('falls back to the defaults for unreadable values', () => {
    expect(read('sort=9&pageSize=7&page=0&size=huge&year=abc')).toMatchObject({ sort: 3, pageSize: 60, page: 1, size: undefined, year: undefined });
  });
  it('round-trips every filter and leaves defaults out', () => {
    const query = 'type=1&s=7&series=Topps+Chrome&year=2018&size=graded&sort=2&dir=desc&key=ohtani&page=2&pageSize=120';
    expect(writeListParams(read(query)).toString()).toBe(query);
    expect(writeListParams(read('sort=3&page=1&pageSize=60')).toString()).toBe('');
  });
  it('becomes the GET /api/list query of its manufacturer type', () => {
    expect(toListQuery(read('type=1&s=7&size=raw'), 1)).toMatchObject({ manufacturerType: 1, manufacturer: 1, type: 7, size: 'raw', sort: 3, dir: 'asc', pageSize: 60 });
  });
});
