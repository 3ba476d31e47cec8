import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { formatUsd } from '../../../domain/format/format-usd';

export interface ContactSubjectProps {
  /** The card asked about, or null for a question about the store. */
  item: { Id: number; Title: string; Image: string | null; Price: number } | null;
  /** The seller's store name, or their nickname when they have no store. */
  sellerName: string;
  storeLogo?: string | null;
}

/** What a conversation is about, on top of the contact and conversation pages: the card (picture, title, price, seller) or the store. */
export function ContactSubject({ item, sellerName, storeLogo }: ContactSubjectProps) {
  const { t, i18n } = useLingui();
  if (!item) {
    return (
      <div className="contact-subject">
        {storeLogo && <img className="contact-subject__image" src={storeLogo} alt="" width="72" height="72" />}
        <div className="contact-subject__text">
          <p className="contact-subject__title">{t`Question about the store`}</p>
          <p className="contact-subject__seller">{sellerName}</p>
        </div>
      </div>
    );
  }
  return (
    <div className="contact-subject">
      {item.Image && <img className="contact-subject__image" src={item.Image} alt="" width="72" height="72" />}
      <div className="contact-subject__text">
        <Link to={`/carddetails/${item.Id}`} className="contact-subject__title">
          {item.Title}
        </Link>
        <p className="contact-subject__price">{formatUsd(item.Price, i18n.locale)}</p>
        <p className="contact-subject__seller">{t`Seller: ${sellerName}`}</p>
      </div>
    </div>
  );
}
