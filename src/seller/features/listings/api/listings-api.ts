/** The listings desk's reads and writes (server/routes/seller-listings.ts). */
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api/api-client';
// Only the body's type from seller-listing.schema.ts: its checks (z.iso) would add to the framework chunk the buyer's first view shares.
import type { CreateListingBody } from '../../../../domain/seller/seller-listing.schema';
import { listedReply, listingFields, sellerListingDetail, sellerListingsReply, type listingStates } from '../../../../domain/seller/seller-listings.schema';
import { endAuctionReply } from '../../../../domain/seller/end-auction.schema';
import { updateConditionsReply, type AddConditionBody, type UpdateConditionsBody } from '../../../../domain/seller/listing-conditions.schema';

export type ListingState = (typeof listingStates)[number];

export const listingKeys = {
  all: ['seller', 'listings'] as const,
  list: (state: ListingState, page: number) => ['seller', 'listings', 'list', state, page] as const,
  one: (id: number) => ['seller', 'listings', 'one', id] as const,
  template: (id: number) => ['seller', 'listings', 'template', id] as const,
};

export const listingsQuery = (state: ListingState, page: number) =>
  queryOptions({
    queryKey: listingKeys.list(state, page),
    queryFn: ({ signal }) => apiFetch(`/api/seller/listings?state=${state}&page=${page}`, { schema: sellerListingsReply, signal }),
  });

export const listingQuery = (id: number) =>
  queryOptions({
    queryKey: listingKeys.one(id),
    queryFn: ({ signal }) => apiFetch(`/api/seller/listings/${id}`, { schema: sellerListingDetail, signal }),
  });

export const templateQuery = (id: number) =>
  queryOptions({
    queryKey: listingKeys.template(id),
    queryFn: ({ signal }) => apiFetch(`/api/seller/listings/${id}/template`, { schema: listingFields, signal }),
    staleTime: Infinity,
  });

export const createListing = (body: CreateListingBody) => apiFetch('/api/seller/listings', { method: 'POST', body, schema: listedReply });
export const editListing = (id: number, body: CreateListingBody) =>
  apiFetch(`/api/seller/listings/${id}`, { method: 'PUT', body, schema: listedReply });
export const relistListing = (id: number) => apiFetch(`/api/seller/listings/${id}/relist`, { method: 'POST', schema: listedReply });
export const endListing = (id: number) => apiFetch(`/api/seller/listings/${id}/end`, { method: 'POST', schema: endAuctionReply });
export const updateConditions = (id: number, body: UpdateConditionsBody) =>
  apiFetch(`/api/seller/listings/${id}/conditions`, { method: 'PUT', body, schema: updateConditionsReply });
export const addCondition = (id: number, body: AddConditionBody) =>
  apiFetch(`/api/seller/listings/${id}/conditions`, { method: 'POST', body, schema: updateConditionsReply });
export const removeCondition = (id: number, conditionId: number) =>
  apiFetch(`/api/seller/listings/${id}/conditions/${conditionId}`, { method: 'DELETE', schema: updateConditionsReply });
