/**
 * The /list and /buynow URL (spec 1 "/list and /buynow": query type = manufacturer, s, size, sort,
 * key): /list/{id?}?type={manufacturer id}&s={type: second-level category}&series=&year=
 * &size=graded|raw&sort=&dir=&key=&page=&pageSize=. The path id is read as the manufacturer too.
 * Unreadable values fall back to the defaults rather than failing the page.
 */
import { z } from 'zod/mini';
import { DEFAULT_PAGE_SIZE, SortTab } from '../../../domain/catalog/market-search-options';
import type { ListQuery } from '../api/get-list';

const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const id = z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));

const listParams = z.object({
  type: lenient(id),
  s: lenient(id),
  series: lenient(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  year: lenient(z.coerce.number().check(z.int(), z.minimum(1800), z.maximum(2100))),
  size: lenient(z.enum(['graded', 'raw'])),
  sort: z.catch(z.pipe(z.coerce.number(), z.union([z.literal(SortTab.Price), z.literal(SortTab.Newly)])), SortTab.Newly),
  dir: z.catch(z.enum(['asc', 'desc']), 'asc'),
  key: lenient(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  page: z.catch(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  pageSize: z.catch(z.pipe(z.coerce.number(), z.union([z.literal(60), z.literal(120), z.literal(240)])), DEFAULT_PAGE_SIZE),
});
export type ListParams = z.output<typeof listParams>;

export function readListParams(params: URLSearchParams, pathId?: string): ListParams {
  const raw = Object.fromEntries(params);
  if (pathId && raw.type === undefined) raw.type = pathId;
  return listParams.parse(raw);
}

export function writeListParams(list: ListParams): URLSearchParams {
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | undefined) => {
    if (value !== undefined) params.set(name, String(value));
  };
  put('type', list.type);
  put('s', list.s);
  put('series', list.series);
  put('year', list.year);
  put('size', list.size);
  if (list.sort !== SortTab.Newly) put('sort', list.sort);
  if (list.sort === SortTab.Price) put('dir', list.dir);
  put('key', list.key);
  if (list.page !== 1) put('page', list.page);
  if (list.pageSize !== DEFAULT_PAGE_SIZE) put('pageSize', list.pageSize);
  return params;
}

export function toListQuery(list: ListParams, manufacturerType: 0 | 1): ListQuery {
  return {
    manufacturerType,
    manufacturer: list.type,
    type: list.s,
    series: list.series,
    year: list.year,
    size: list.size,
    sort: list.sort,
    dir: list.sort === SortTab.Price ? list.dir : 'asc',
    key: list.key,
    page: list.page,
    pageSize: list.pageSize,
  };
}
