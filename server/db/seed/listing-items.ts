/**
 * Draws what a listing sells: a single (raw or graded, maybe a parallel) or a sealed product, with
 * its title, description, category path, properties and an estimated value in cents.
 */
import type { Random } from './random';
import type { CategoryPath, CategorySeed } from './categories';
import type { CommodityProperties } from '../schema';
import { manufacturerId } from './manufacturers';
import { pickGrade, pickParallel, rawMultiplier, seasonLabel, type Grade, type Parallel } from './card-variants';
import { describeItem } from './item-descriptions';
import type { CardSpec, SealedSpec } from './pools/card-spec';
import { sportsCards } from './pools/sports-cards';
import { tcgCards } from './pools/tcg-cards';
import { nonSportCards } from './pools/non-sport-cards';
import { sealedProducts } from './pools/sealed-products';

export interface ListingItem {
  title: string;
  detail: string;
  category: CategoryPath;
  /** Second-level category name, used to match stores. */
  group: string;
  sealed: boolean;
  manufacturerId: number;
  year: number;
  series: string;
  cardNumber: string | null;
  player: string | null;
  grade: Grade | null;
  /** The card drawn (null for sealed products): its raw condition is drawn from it. */
  card: CardSpec | null;
  properties: CommodityProperties;
  valueCents: number;
}

export type ItemMix = 'any' | 'store';

export function drawItem(random: Random, categories: CategorySeed, mix: ItemMix): ListingItem {
  const kind = mix === 'store'
    ? random.weighted([['tcg', 55], ['sealed', 30], ['sports', 15]] as const)
    : random.weighted([['sports', 45], ['tcg', 30], ['non-sport', 10], ['sealed', 15]] as const);
  if (kind === 'sealed') return sealedItem(random, categories, random.pick(sealedProducts));
  const pool = kind === 'sports' ? sportsCards : kind === 'tcg' ? tcgCards : nonSportCards;
  const gradedShare = mix === 'store' ? 0 : 0.55;
  return singleItem(random, categories, random.pick(pool), random.chance(gradedShare));
}

function singleItem(random: Random, categories: CategorySeed, card: CardSpec, graded: boolean): ListingItem {
  const parallel = pickParallel(random, card);
  const grade = graded ? pickGrade(random, card) : null;
  const category = categories.find(card.first, card.second, graded ? 'Graded' : 'Singles');
  const value = card.valueUsd * parallel.multiplier * (grade ? grade.multiplier : rawMultiplier(card)) * random.float(0.85, 1.15);
  const title = singleTitle(card, parallel, grade);
  return {
    title,
    detail: describeItem(random, { title, grade, sealed: false, vintage: card.year < 1990 }),
    category,
    group: card.second,
    sealed: false,
    manufacturerId: manufacturerId(card.manufacturer),
    year: card.year,
    series: card.set,
    cardNumber: card.number,
    player: card.subject,
    grade,
    card,
    properties: propertiesFor(category, card.second, {
      Graded: Boolean(grade), Rookie: card.rookie, Auto: card.auto, SerialNumbered: parallel.serialNumbered,
    }),
    valueCents: Math.max(100, Math.round(value * 100)),
  };
}

function singleTitle(card: CardSpec, parallel: Parallel, grade: Grade | null): string {
  const number = /[/-]/.test(card.number) ? card.number : `#${card.number}`;
  const parts = [
    seasonLabel(card), card.set, parallel.edition, card.subject, parallel.label,
    card.rookie ? 'Rookie' : '', card.auto ? 'Auto' : '', number, grade?.label ?? '',
  ];
  return parts.filter(Boolean).join(' ');
}

function sealedItem(random: Random, categories: CategorySeed, product: SealedSpec): ListingItem {
  const inBoxes = random.chance(0.5);
  const third = product.first === 'Sports' ? 'Sealed Wax' : 'Sealed';
  const category = inBoxes
    ? categories.find('Boxes & Cases', product.box, product.first)
    : categories.find(product.first, product.second, third);
  return {
    title: product.title,
    detail: describeItem(random, { title: product.title, grade: null, sealed: true, vintage: false }),
    category,
    group: product.second,
    sealed: true,
    manufacturerId: manufacturerId(product.manufacturer),
    year: product.year,
    series: product.title.replace(/^\d{4}(-\d{2})? /, ''),
    cardNumber: null,
    player: null,
    grade: null,
    card: null,
    properties: propertiesFor(category, product.second, {}),
    valueCents: Math.round(product.valueUsd * random.float(0.9, 1.1) * 100),
  };
}

/** Fills every property the third-level category offers: yes/no flags, and the sport or game. */
function propertiesFor(category: CategoryPath, group: string, flags: Record<string, boolean>): CommodityProperties {
  const properties: CommodityProperties = {};
  for (const control of category.properties) {
    if (control === 'Sports' || control === 'GameComic') properties[control] = group;
    else properties[control] = flags[control] ? 'Yes' : 'No';
  }
  return properties;
}
