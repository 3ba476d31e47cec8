import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { itemDetail } from '../../../domain/bidding/item-detail.schema';
import { storeDetail } from '../../../domain/catalog/store.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { contactKeys } from './contact-keys';

/** Only what the contact page shows of the item page's and the store page's replies. */
const contactItem = z.pick(itemDetail, { ID: true, Title: true, TitImg: true, USD_Price: true, SellRealName: true, Store: true });
const contactStore = z.pick(storeDetail, { Id: true, SellerId: true, StoreName: true, StoreLogo: true });

/** GET /api/items/:id: the card asked about (picture, title, price, seller). */
export const useContactItem = (id: number | null) =>
  useQuery({
    queryKey: contactKeys.item(id ?? 0),
    queryFn: ({ signal }) => apiFetch(`/api/items/${id}`, { schema: contactItem, signal }),
    enabled: id !== null,
  });

/** GET /api/stores/:id: the store asked about. */
export const useContactStore = (id: number | null) =>
  useQuery({
    queryKey: contactKeys.store(id ?? 0),
    queryFn: ({ signal }) => apiFetch(`/api/stores/${id}`, { schema: contactStore, signal }),
    enabled: id !== null,
  });
