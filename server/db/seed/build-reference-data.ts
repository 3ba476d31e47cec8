/**
 * Reference data the app needs whether or not the demo is loaded: regions, the US state tax table,
 * exchange rates, the category tree with its properties, manufacturers, and the share coupon kind.
 */
import { areaRows } from './regions';
import { usStateRows } from './us-states';
import { exchangeRateRows } from './exchange-rates';
import { buildCategories } from './categories';
import { manufacturerRows } from './manufacturers';
import { shareCouponRows } from './coupons';

export function buildReferenceData(now: Date) {
  const categories = buildCategories();
  return {
    areas: areaRows(),
    usStates: usStateRows(),
    exchangeRates: exchangeRateRows(now),
    categories: categories.categories,
    properties: categories.properties,
    propertyValues: categories.propertyValues,
    categoryProperties: categories.categoryProperties,
    manufacturers: manufacturerRows(),
    coupons: shareCouponRows(now),
  };
}

export type ReferenceData = ReturnType<typeof buildReferenceData>;
