/**
 * The seller site's listings desk (issue 33): the seller's listings by state, one listing with its
 * figures, and the form's fields read back for edit, relist and clone. Money in cents.
 */
import { z } from 'zod/mini';
import { sellerCondition } from './listing-conditions.schema';

export const LISTINGS_PAGE_SIZE = 60;
/** selling: on sale or coming soon (status 1, 2); ended: sold, sold out or ended without a sale (0, -1, -2). */
export const listingStates = ['selling', 'ended'] as const;

export const sellerListingsQuery = z.object({
  state: z._default(z.enum(listingStates), 'selling'),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});
export type SellerListingsQuery = z.output<typeof sellerListingsQuery>;

export const sellerListingRow = z.object({
  ID: z.int(),
  CommodityCode: z.string(),
  Title: z.string(),
  TitImg: z.string(),
  /** 1 buy now, 2 auction. */
  ByWay: z.int(),
  Bargain: z.boolean(),
  /** 0 marketplace listing, 1 store item. */
  OrderType: z.int(),
  /** 2 coming soon, 1 on sale, 0 sold out, -1 ended without a sale, -2 sold. */
  Status: z.int(),
  Price: z.int(),
  BidCount: z.int(),
  Watchers: z.int(),
  Grade: z.nullable(z.string()),
  EndsAt: z.nullable(z.string()),
});
export type SellerListingRow = z.infer<typeof sellerListingRow>;

export const sellerListingsReply = z.object({
  data: z.array(sellerListingRow),
  Counts: z.object({ Selling: z.int(), Ended: z.int() }),
  Page: z.int(),
  Pages: z.int(),
});

/**
 * A store item's condition as a new listing starts from it (clone): its name, prices and limit.
 * Not its stock: the copy is the cloning seller's own shelf, which they count.
 */
export const templateCondition = z.object({
  ConditionName: z.string(),
  Price: z.int(),
  UnderlinedPrice: z.nullable(z.int()),
  IsLimit: z.boolean(),
  LimitNum: z.int(),
});
export type TemplateCondition = z.infer<typeof templateCondition>;

/** The create form's fields as a listing holds them (POST /api/seller/listings' body), for edit, relist and clone. */
export const listingFields = z.object({
  Title: z.string(),
  Detail: z.string(),
  FirstCategoryId: z.int(),
  SecondCategoryId: z.int(),
  ThirdCategoryId: z.int(),
  ManufacturerId: z.nullable(z.int()),
  Year: z.nullable(z.int()),
  Series: z.nullable(z.string()),
  CardNumber: z.nullable(z.string()),
  Player: z.nullable(z.string()),
  Grader: z.nullable(z.string()),
  Grade: z.nullable(z.number()),
  CertNumber: z.nullable(z.string()),
  Condition: z.nullable(z.string()),
  Properties: z.record(z.string(), z.string()),
  ByWay: z.int(),
  Bargain: z.boolean(),
  OfferMinPrice: z.nullable(z.int()),
  OfferAutoAcceptPrice: z.nullable(z.int()),
  Price: z.int(),
  Postage: z.int(),
  DepositNum: z.nullable(z.int()),
  ExtendedBiddingSeconds: z.nullable(z.int()),
  Images: z.array(z.string()),
  /** 0 a marketplace listing, 1 a store item (sold by Conditions). */
  OrderType: z._default(z.int(), 0),
  /** A store item's live conditions, in their order (empty for a marketplace listing). */
  Conditions: z._default(z.array(templateCondition), []),
});
export type ListingFields = z.infer<typeof listingFields>;

/** One of the seller's own listings: its figures and its fields. */
export const sellerListingDetail = z.object({
  ...sellerListingRow.shape,
  Fields: listingFields,
  StartsAt: z.string(),
  /** Editable: no bid yet and still on sale or coming soon. */
  CanEdit: z.boolean(),
  /** An ended listing that did not sell (status -1). */
  CanRelist: z.boolean(),
  /** A live auction can be ended now (POST /api/seller/listings/:id/end). */
  CanEnd: z.boolean(),
  /** A store item's conditions, in their order (empty for a marketplace listing). */
  Conditions: z.array(sellerCondition),
  /** A store item not ended: its conditions can be restocked and repriced (PUT /api/seller/listings/:id/conditions). */
  CanRestock: z.boolean(),
});
export type SellerListingDetail = z.infer<typeof sellerListingDetail>;

/** POST /api/seller/listings', PUT /:id's and POST /:id/relist's reply as the seller site reads it (seller-listing.schema.ts createListingReply). */
export const listedReply = z.object({ ID: z.int(), CommodityCode: z.string(), Status: z.int() });
