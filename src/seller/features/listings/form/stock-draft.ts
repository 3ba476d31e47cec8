/**
 * The "Stock and prices" form of a store item (PUT /api/seller/listings/:id/conditions): each
 * condition's inputs as typed, checked here with the server's bounds before sending; and a new
 * condition's (POST …/conditions). A condition's name, new or changed, must differ from the item's
 * others (trimmed, case aside, as the server compares them).
 */
import type { AddConditionBody, SellerCondition, UpdateConditionsBody } from '../../../../domain/seller/listing-conditions.schema';
import { sameConditionName } from '../../../../domain/seller/condition-name';
import type { ConditionFieldCode } from './condition-field-messages';
import { parseDollars } from './listing-draft';

export interface StockDraft {
  id: number;
  /** The name as typed; sent only when it differs from the saved one. */
  name: string;
  savedName: string;
  sold: number;
  /** The stock as last saved: removing a condition with units left asks first. */
  saved: number;
  price: string;
  underlined: string;
  stock: string;
  limit: string;
}

export type StockField = 'name' | 'price' | 'underlined' | 'stock' | 'limit';
/** Per condition id, the fields to fix. */
export type StockErrors = Record<number, Partial<Record<StockField, ConditionFieldCode>>>;

const MAX_STOCK = 100_000;
/** conditionName of listing-conditions.schema.ts. */
export const MAX_NAME = 40;
const dollars = (cents: number) => (cents / 100).toFixed(2);

export function stockDrafts(conditions: readonly SellerCondition[]): StockDraft[] {
  return conditions.map((c) => ({
    id: c.ID,
    name: c.ConditionName,
    savedName: c.ConditionName,
    sold: c.QuantitySold,
    saved: c.Stock,
    price: dollars(c.Price),
    underlined: c.UnderlinedPrice === null ? '' : dollars(c.UnderlinedPrice),
    stock: String(c.Stock),
    limit: c.IsLimit ? String(c.LimitNum) : '',
  }));
}

function wholeNumber(text: string, min: number): number | null {
  const clean = text.trim();
  if (!/^\d{1,6}$/.test(clean)) return null;
  const n = Number(clean);
  return n >= min && n <= MAX_STOCK ? n : null;
}

/** What is wrong with a condition's name, given the item's other conditions' names; null when nothing. */
function nameError(name: string, others: readonly string[]): 'name' | 'name_taken' | null {
  const clean = name.trim();
  if (!clean || clean.length > MAX_NAME) return 'name';
  return others.some((other) => sameConditionName(other, clean)) ? 'name_taken' : null;
}

/** The request body, or the fields to fix. */
export function stockBody(drafts: readonly StockDraft[]): { body: UpdateConditionsBody } | { errors: StockErrors } {
  const errors: StockErrors = {};
  const conditions: UpdateConditionsBody['Conditions'] = [];
  for (const d of drafts) {
    const name = d.name.trim();
    const renamed = name !== d.savedName;
    const price = parseDollars(d.price);
    const underlined = d.underlined.trim() ? parseDollars(d.underlined) : undefined;
    const stock = wholeNumber(d.stock, 0);
    const limit = d.limit.trim() ? wholeNumber(d.limit, 1) : undefined;
    const wrong: StockErrors[number] = {};
    const badName = renamed ? nameError(name, drafts.filter((o) => o.id !== d.id).map((o) => o.name)) : null;
    if (badName) wrong.name = badName;
    if (price === null || price === 0) wrong.price = 'price';
    if (underlined === null) wrong.underlined = 'price';
    if (stock === null) wrong.stock = 'stock';
    if (limit === null) wrong.limit = 'limit';
    if (Object.keys(wrong).length) {
      errors[d.id] = wrong;
      continue;
    }
    conditions.push({
      ID: d.id,
      ...(renamed ? { ConditionName: name } : {}),
      Price: price!,
      UnderlinedPrice: underlined ?? undefined,
      Stock: stock!,
      IsLimit: limit !== undefined,
      LimitNum: limit ?? undefined,
    });
  }
  return Object.keys(errors).length ? { errors } : { body: { Conditions: conditions } };
}

const serverFields: Record<string, StockField> = { ConditionName: 'name', Price: 'price', UnderlinedPrice: 'underlined', Stock: 'stock', LimitNum: 'limit', IsLimit: 'limit' };

/** Where a server error belongs ("Conditions.1.Stock" → the second condition's stock); null when it names no field. */
export function stockErrorField(drafts: readonly StockDraft[], field: string | undefined): { id: number; field: StockField } | null {
  const match = /^Conditions\.(\d+)\.(\w+)$/.exec(field ?? '');
  const draft = match ? drafts[Number(match[1])] : undefined;
  const named = match ? serverFields[match[2]!] : undefined;
  return draft && named ? { id: draft.id, field: named } : null;
}

/** After an add or a remove: the server's rows, with the seller's unsaved typing kept on the rows that stay. */
export function mergeStockDrafts(current: readonly StockDraft[], saved: readonly SellerCondition[]): StockDraft[] {
  const typed = new Map(current.map((d) => [d.id, d]));
  return stockDrafts(saved).map((fresh) => {
    const mine = typed.get(fresh.id);
    return mine ? { ...mine, savedName: fresh.savedName, sold: fresh.sold, saved: fresh.saved } : fresh;
  });
}

/** A condition being added, as typed. */
export interface NewConditionDraft {
  name: string;
  price: string;
  underlined: string;
  stock: string;
  limit: string;
}
export type NewConditionField = keyof NewConditionDraft;
export type NewConditionErrors = Partial<Record<NewConditionField, ConditionFieldCode>>;
export const emptyNewCondition: NewConditionDraft = { name: '', price: '', underlined: '', stock: '', limit: '' };

/** The body of POST …/conditions, or the fields to fix; `names` are the item's live conditions' names. */
export function newConditionBody(draft: NewConditionDraft, names: readonly string[]): { body: AddConditionBody } | { errors: NewConditionErrors } {
  const errors: NewConditionErrors = {};
  const name = draft.name.trim();
  const price = parseDollars(draft.price);
  const underlined = draft.underlined.trim() ? parseDollars(draft.underlined) : undefined;
  const stock = wholeNumber(draft.stock, 0);
  const limit = draft.limit.trim() ? wholeNumber(draft.limit, 1) : undefined;
  const badName = nameError(name, names);
  if (badName) errors.name = badName;
  if (price === null || price === 0) errors.price = 'price';
  if (underlined === null) errors.underlined = 'price';
  if (stock === null) errors.stock = 'stock';
  if (limit === null) errors.limit = 'limit';
  if (Object.keys(errors).length) return { errors };
  return {
    body: { ConditionName: name, Price: price!, UnderlinedPrice: underlined ?? undefined, Stock: stock!, IsLimit: limit !== undefined, LimitNum: limit ?? undefined },
  };
}
