/** The words of a saved-search alert: the e-mail and the notification (spec 3 SendType 3, a card notice). */
import { escapeXml } from '../services/media/svg-text';

export interface AlertListing {
  id: number;
  title: string;
  priceCents: number;
  byWay: number;
  orderType: number;
}

export interface AlertSearch {
  showValue: string;
  nickname: string;
}

/** Item pages: /storedetails/{id} for store items, /carddetails/{id} otherwise (spec 1 routes). */
export function itemPath(listing: AlertListing): string {
  return `/${listing.orderType === 1 ? 'storedetails' : 'carddetails'}/${listing.id}`;
}

export function usd(cents: number): string {
  return `USD ${(cents / 100).toFixed(2)}`;
}

export function alertEmail(listing: AlertListing, search: AlertSearch, publicUrl: string) {
  const priceLabel = listing.byWay === 2 ? 'Starting bid' : 'Price';
  // What the member typed goes into a mail header: no line breaks there.
  const name = search.showValue.replace(/\s+/g, ' ');
  return {
    subject: `New listing for your saved search "${name}"`,
    body: [
      `Hi ${search.nickname},`,
      '',
      `A new listing matches your saved search "${search.showValue}":`,
      '',
      listing.title,
      `${priceLabel}: ${usd(listing.priceCents)}`,
      new URL(itemPath(listing), publicUrl).toString(),
      '',
      `Turn this alert off on ${new URL('/myholo/search', publicUrl).toString()}`,
    ].join('\n'),
  };
}

export function alertNotification(listing: AlertListing, search: AlertSearch) {
  return {
    title: `New listing for "${search.showValue}"`,
    body:
      `<p>A new listing matches your saved search <strong>${escapeXml(search.showValue)}</strong>:</p>` +
      `<p><a href="${itemPath(listing)}">${escapeXml(listing.title)}</a> · ${usd(listing.priceCents)}</p>`,
  };
}
