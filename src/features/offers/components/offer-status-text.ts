import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BargainType, OfferStatus, type OfferRow } from '../../../domain/offers/offer.schema';

/** What an offer row's status reads as (spec 2 "Offer status": 0 waiting, 1 accepted, 3 declined, 4 expired; 5 countered). */
export function offerStatusText(i18n: I18n, row: Pick<OfferRow, 'Status' | 'BargainType'>): string {
  switch (row.Status) {
    case OfferStatus.Waiting:
      return i18n._(row.BargainType === BargainType.Counter ? msg`Waiting for your answer` : msg`Waiting for the seller`);
    case OfferStatus.Accepted:
      return i18n._(msg`Accepted`);
    case OfferStatus.Expired:
      return i18n._(msg`Expired`);
    case OfferStatus.Countered:
      return i18n._(msg`Countered`);
    default:
      return i18n._(msg`Declined`);
  }
}
