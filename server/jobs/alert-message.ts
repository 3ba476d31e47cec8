/**
 * The words of a saved-search alert: the e-mail and the notification (spec 3 SendType 3, a card
 * notice), in the member's language (`t`: noticeText); values go into the HTML escaped.
 */
import { escapeXml } from '../services/media/svg-text';
import { noticeText, type NoticeText } from '../i18n/notice-text';

type T = NoticeText['t'];
const english = noticeText(null).t;

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

export function alertEmail(listing: AlertListing, search: AlertSearch, publicUrl: string, t: T = english) {
  const price = usd(listing.priceCents);
  const priceLine = listing.byWay === 2 ? t(/*i18n*/ 'Starting bid: {price}', { price }) : t(/*i18n*/ 'Price: {price}', { price });
  // What the member typed goes into a mail header: no line breaks there.
  const name = search.showValue.replace(/\s+/g, ' ');
  return {
    subject: t(/*i18n*/ 'New listing for your saved search "{name}"', { name }),
    body: [
      t(/*i18n*/ 'Hi {nickname},', { nickname: search.nickname }),
      '',
      t(/*i18n*/ 'A new listing matches your saved search "{name}":', { name: search.showValue }),
      '',
      listing.title,
      priceLine,
      new URL(itemPath(listing), publicUrl).toString(),
      '',
      t(/*i18n*/ 'Turn this alert off on {page}', { page: new URL('/myholo/search', publicUrl).toString() }),
    ].join('\n'),
  };
}

export function alertNotification(listing: AlertListing, search: AlertSearch, t: T = english) {
  return {
    title: t(/*i18n*/ 'New listing for "{name}"', { name: search.showValue }),
    body:
      `<p>${t(/*i18n*/ 'A new listing matches your saved search {name}:', { name: `<strong>${escapeXml(search.showValue)}</strong>` })}</p>` +
      `<p><a href="${itemPath(listing)}">${escapeXml(listing.title)}</a> · ${usd(listing.priceCents)}</p>`,
  };
}
