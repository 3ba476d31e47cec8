/**
 * The new-listing form's draft: what the seller types (strings, dollars) and the body it becomes
 * (POST /api/seller/listings, cents), or the fields the seller must fix first. Pure, so the rules
 * are unit-tested apart from the page.
 */
import type { CreateListingBody } from '../../../../domain/seller/seller-listing.schema';
import type { ListingFields, TemplateCondition } from '../../../../domain/seller/seller-listings.schema';
import { formatGrade, graderOf, rawConditions, type RawCondition } from '../../../../domain/catalog/grading';

export const MAX_PHOTOS = 12;
export const auctionDays = [1, 3, 5, 7, 10, 14] as const;

export interface ListingDraft {
  title: string;
  detail: string;
  first: string;
  second: string;
  third: string;
  /** 'auction' (ByWay 2), 'buyNow' (ByWay 1) or 'store' (a store item: OrderType 1, sold by condition). */
  way: 'auction' | 'buyNow' | 'store';
  conditions: ConditionDraft[];
  bargain: boolean;
  price: string;
  postage: string;
  offerMin: string;
  offerAutoAccept: string;
  days: string;
  deposit: string;
  graded: boolean;
  grader: string;
  grade: string;
  cert: string;
  condition: string;
  year: string;
  series: string;
  cardNumber: string;
  player: string;
  properties: Record<string, string>;
  images: string[];
}

/** A store item's condition as typed: name, price (and a struck-through "was" price), stock, purchase limit. */
export interface ConditionDraft {
  name: string;
  price: string;
  underlined: string;
  stock: string;
  limit: string;
}
export const MAX_CONDITIONS = 10;
export const emptyCondition: ConditionDraft = { name: '', price: '', underlined: '', stock: '1', limit: '' };

export type DraftField = keyof ListingDraft;
/** What is wrong with a field: a code the page words (required, price, grade…). */
export type DraftErrors = Partial<Record<DraftField, 'required' | 'price' | 'offer' | 'year' | 'grade' | 'cert' | 'deposit' | 'conditions' | 'condition_names'>>;

export const emptyDraft: ListingDraft = {
  title: '',
  detail: '',
  first: '',
  second: '',
  third: '',
  way: 'auction',
  conditions: [emptyCondition],
  bargain: false,
  price: '',
  postage: '',
  offerMin: '',
  offerAutoAccept: '',
  days: '7',
  deposit: '',
  graded: true,
  grader: 'PSA',
  grade: '',
  cert: '',
  condition: 'NM',
  year: '',
  series: '',
  cardNumber: '',
  player: '',
  properties: {},
  images: [],
};

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/**
 * A store item's condition copied for a new listing: name, prices and limit; the stock starts empty
 * because the copy is the seller's own shelf, which they must count (the form asks for it).
 */
export function conditionDraftFrom(c: TemplateCondition): ConditionDraft {
  return { name: c.ConditionName, price: dollars(c.Price), underlined: dollars(c.UnderlinedPrice), stock: '', limit: c.IsLimit ? String(c.LimitNum) : '' };
}

/** A listing's fields (edit, relist, clone) as a draft; a store item's as a store item with its conditions. */
export function draftFromFields(fields: ListingFields): ListingDraft {
  const graded = fields.Grader !== null && fields.Grade !== null;
  return {
    ...emptyDraft,
    title: fields.Title,
    detail: fields.Detail,
    first: String(fields.FirstCategoryId),
    second: String(fields.SecondCategoryId),
    third: String(fields.ThirdCategoryId),
    way: fields.OrderType === 1 ? 'store' : fields.ByWay === 2 ? 'auction' : 'buyNow',
    conditions: fields.OrderType === 1 && fields.Conditions.length ? fields.Conditions.slice(0, MAX_CONDITIONS).map(conditionDraftFrom) : emptyDraft.conditions,
    bargain: fields.Bargain,
    price: dollars(fields.Price),
    postage: fields.Postage ? dollars(fields.Postage) : '',
    offerMin: dollars(fields.OfferMinPrice),
    offerAutoAccept: dollars(fields.OfferAutoAcceptPrice),
    deposit: fields.DepositNum === null ? '' : String(fields.DepositNum),
    graded,
    grader: fields.Grader ?? 'PSA',
    grade: fields.Grade === null ? '' : formatGrade(Math.round(fields.Grade * 10)),
    cert: fields.CertNumber ?? '',
    condition: fields.Condition ?? 'NM',
    year: fields.Year === null ? '' : String(fields.Year),
    series: fields.Series ?? '',
    cardNumber: fields.CardNumber ?? '',
    player: fields.Player ?? '',
    properties: { ...fields.Properties },
    images: fields.Images.slice(0, MAX_PHOTOS),
  };
}

/** "12", "12.5", "1,234.50" in dollars → cents; null when it is not an amount. */
export function parseDollars(text: string): number | null {
  const clean = text.replace(/[,\s$]/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

const optionalText = (text: string) => (text.trim() ? text.trim() : undefined);

/** The request body, or the fields to fix. */
export function bodyFromDraft(draft: ListingDraft): { body: CreateListingBody } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (!draft.title.trim()) errors.title = 'required';
  if (!draft.third) errors.third = 'required';
  const store = draft.way === 'store';
  const conditions = store ? conditionsOf(draft.conditions) : undefined;
  if (conditions === null) errors.conditions = 'conditions';
  else if (conditions && new Set(conditions.map((c) => c.ConditionName.toLowerCase())).size < conditions.length) errors.conditions = 'condition_names';
  // A store item's price is its lowest condition's; the server takes it from the conditions.
  const price = store ? Math.min(...(conditions ?? []).map((c) => c.Price), Number.MAX_SAFE_INTEGER) : parseDollars(draft.price);
  if (!store && (price === null || price <= 0)) errors.price = draft.price.trim() ? 'price' : 'required';
  const postage = draft.postage.trim() ? parseDollars(draft.postage) : 0;
  if (postage === null) errors.postage = 'price';
  const auction = draft.way === 'auction';
  const bargain = draft.way === 'buyNow' && draft.bargain;
  const offerMin = bargain && draft.offerMin.trim() ? parseDollars(draft.offerMin) : undefined;
  const offerAutoAccept = bargain && draft.offerAutoAccept.trim() ? parseDollars(draft.offerAutoAccept) : undefined;
  if (offerMin === null) errors.offerMin = 'price';
  if (offerAutoAccept === null) errors.offerAutoAccept = 'price';
  // The server's rule: automatic acceptance sits between the minimum and the price.
  if (typeof offerAutoAccept === 'number' && price !== null && (offerAutoAccept >= price || offerAutoAccept <= (offerMin ?? 0))) {
    errors.offerAutoAccept = 'offer';
  }
  const year = draft.year.trim() ? Number(draft.year) : undefined;
  if (year !== undefined && !(Number.isInteger(year) && year >= 1850 && year <= 2100)) errors.year = 'year';
  const deposit = auction && draft.deposit.trim() ? Number(draft.deposit) : undefined;
  if (deposit !== undefined && !(Number.isInteger(deposit) && deposit >= 1 && deposit <= 100_000)) errors.deposit = 'deposit';

  let grading: Pick<CreateListingBody, 'Grader' | 'Grade' | 'CertNumber' | 'Condition'> = {};
  if (draft.graded) {
    const grader = graderOf(draft.grader);
    const tenths = draft.grade ? Math.round(Number(draft.grade) * 10) : NaN;
    if (!grader || !grader.grades.includes(tenths)) errors.grade = draft.grade ? 'grade' : 'required';
    const cert = draft.cert.trim().toUpperCase();
    if (cert && grader && !grader.cert.test(cert)) errors.cert = 'cert';
    grading = { Grader: draft.grader, Grade: tenths / 10, CertNumber: cert || undefined };
  } else if ((rawConditions as readonly string[]).includes(draft.condition)) {
    grading = { Condition: draft.condition as RawCondition };
  }
  if (Object.keys(errors).length > 0) return { errors };

  return {
    body: {
      Title: draft.title.trim(),
      Detail: draft.detail,
      FirstCategoryId: Number(draft.first),
      SecondCategoryId: Number(draft.second),
      ThirdCategoryId: Number(draft.third),
      Year: year,
      Series: optionalText(draft.series),
      CardNumber: optionalText(draft.cardNumber),
      Player: optionalText(draft.player),
      ...grading,
      Properties: Object.fromEntries(Object.entries(draft.properties).filter(([, value]) => value)),
      ByWay: auction ? 2 : 1,
      OrderType: store ? 1 : 0,
      Conditions: conditions ?? undefined,
      Bargain: bargain,
      OfferMinPrice: offerMin ?? undefined,
      OfferAutoAcceptPrice: offerAutoAccept ?? undefined,
      Price: price!,
      Postage: postage!,
      DurationDays: auction ? Number(draft.days) : 7,
      DepositNum: deposit,
      Images: draft.images,
    },
  };
}

/** The store item's conditions as the API takes them, or null when one is incomplete. */
function conditionsOf(drafts: readonly ConditionDraft[]): NonNullable<CreateListingBody['Conditions']> | null {
  if (drafts.length === 0) return null;
  const out: NonNullable<CreateListingBody['Conditions']> = [];
  for (const c of drafts) {
    const price = parseDollars(c.price);
    const underlined = c.underlined.trim() ? parseDollars(c.underlined) : undefined;
    // An empty stock is not 0: a cloned condition starts empty so the seller counts their own.
    const stock = c.stock.trim() ? Number(c.stock) : NaN;
    const limit = c.limit.trim() ? Number(c.limit) : undefined;
    if (!c.name.trim() || price === null || price <= 0 || underlined === null) return null;
    if (!Number.isInteger(stock) || stock < 0 || (limit !== undefined && !(Number.isInteger(limit) && limit >= 1))) return null;
    out.push({ ConditionName: c.name.trim(), Price: price, UnderlinedPrice: underlined, Stock: stock, IsLimit: limit !== undefined, LimitNum: limit });
  }
  return out;
}

/** Moves the photo at `from` one place (-1 earlier, +1 later); the first photo is the listing's main picture. */
export function movePhoto(images: readonly string[], from: number, step: -1 | 1): string[] {
  const to = from + step;
  if (to < 0 || to >= images.length) return [...images];
  const next = [...images];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
