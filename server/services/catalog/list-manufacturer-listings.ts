/**
 * A manufacturer list (GET /api/list, spec 1 "/list and /buynow", GetListByPage): the market search
 * with the manufacturer type's tabs, series, year and size filters. /buynow (manufacturer type 1)
 * lists fixed-price items only, with or without offers.
 */
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { commodities, manufacturers } from '../../db/schema';
import { marketSearchQuery } from '../../../src/domain/catalog/market-search.schema';
import type { ListQuery, ListReply } from '../../../src/domain/catalog/manufacturer-list.schema';
import { sellingStatus } from './listing-filter';
import { searchListings } from './search-listings';

const FACET_LIMIT = 50;

export async function listManufacturerListings(ctx: Pick<ServiceContext, 'db'>, query: ListQuery, viewerId: number | null): Promise<ListReply> {
  const { db } = ctx;
  const ofType = db.select({ id: manufacturers.id }).from(manufacturers).where(eq(manufacturers.manufacturerType, query.manufacturerType));
  const conditions: SQL[] = [inArray(commodities.manufacturerId, ofType)];
  if (query.manufacturerType === 1) conditions.push(eq(commodities.byWay, 1));
  if (query.series) conditions.push(eq(commodities.series, query.series));
  if (query.year !== undefined) conditions.push(eq(commodities.year, query.year));
  const search = marketSearchQuery.parse({
    key: query.key,
    s: query.type,
    mf: query.manufacturer,
    graded: query.size === undefined ? undefined : query.size === 'graded' ? '1' : '0',
    sort: query.sort,
    dir: query.dir,
    page: query.page,
    size: query.pageSize,
  });

  const [tabs, result, facets] = await Promise.all([
    db
      .select({ Id: manufacturers.id, Name: manufacturers.name, LogoUrl: manufacturers.logoUrl })
      .from(manufacturers)
      .where(eq(manufacturers.manufacturerType, query.manufacturerType))
      .orderBy(asc(manufacturers.sort), asc(manufacturers.id)),
    searchListings(ctx, search, viewerId, { conditions }),
    query.manufacturer === undefined ? { series: [], years: [] } : facetsOf(ctx, query.manufacturer, query.type),
  ]);
  return { Data: result.PagedMarketItemList, Count: result.TotalCount, Manufacturers: tabs, Series: facets.series, Years: facets.years };
}

/** The series (most listed first) and years (newest first) on sale for a manufacturer, for the filter selects. */
async function facetsOf({ db }: Pick<ServiceContext, 'db'>, manufacturerId: number, secondCategoryId: number | undefined) {
  const where = and(
    eq(commodities.manufacturerId, manufacturerId),
    sellingStatus,
    secondCategoryId === undefined ? undefined : eq(commodities.secondCategoryId, secondCategoryId),
  );
  const [series, years] = await Promise.all([
    db
      .select({ value: sql<string>`${commodities.series}` })
      .from(commodities)
      .where(and(where, isNotNull(commodities.series)))
      .groupBy(commodities.series)
      .orderBy(desc(sql`count(*)`), asc(commodities.series))
      .limit(FACET_LIMIT),
    db
      .select({ value: sql<number>`${commodities.year}`.mapWith(Number) })
      .from(commodities)
      .where(and(where, isNotNull(commodities.year)))
      .groupBy(commodities.year)
      .orderBy(desc(commodities.year))
      .limit(FACET_LIMIT),
  ]);
  return { series: series.map((row) => row.value), years: years.map((row) => row.value) };
}
