import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

/**
 * The US-only banner for /buynow, the fixed-price list by brand. Its button says so: "Buy It Now"
 * alone is the header's link to the market's fixed-price listings (browse-links.ts).
 */
export function BuyNowBanner() {
  const { t } = useLingui();
  return (
    <section className="promo promo--buynow" aria-labelledby="home-buynow">
      <div>
        <h2 id="home-buynow" className="promo__title">
          {t`Buy It Now, shipped in the US`}
        </h2>
        <p className="promo__text">
          <Trans>Sealed boxes and singles at a fixed price from US sellers: no waiting for an auction to end.</Trans>
        </p>
      </div>
      <Link to="/buynow" className="btn btn--primary">
        {t`Shop US sellers by brand`}
      </Link>
    </section>
  );
}
