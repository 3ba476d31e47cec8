import { useLingui } from '@lingui/react/macro';
import { formatUsd } from '../../../domain/format/format-usd';
import { formatWithCurrency } from '../../../domain/format/format-with-currency';

export interface Breakdown {
  priceCents: number;
  postageCents: number;
  /** Buyer premium. */
  premiumCents: number;
  /** null hides the line (Macao buyers, visitors without a state). */
  taxCents: number | null;
  /** Shown after "State tax", e.g. the state's name for an estimate. */
  taxNote?: string;
  discountCents?: number;
  totalCents: number;
  /** What a buyer paying in another currency (MOP) is charged, in its minor units. */
  charged?: { currency: string; amount: number } | null;
}

/**
 * The price breakdown of Buy now, the checkout and its confirmation (spec 2 section 9: item plus
 * postage plus buyer premium plus state tax). `estimate` labels premium and tax as estimates.
 */
export function PriceBreakdown({ breakdown, estimate = false }: { breakdown: Breakdown; estimate?: boolean }) {
  const { t, i18n } = useLingui();
  const usd = (cents: number) => formatUsd(cents, i18n.locale);
  const b = breakdown;
  const taxNote = b.taxNote ?? '';
  const charged = b.charged ?? null;
  return (
    <dl className="pay-breakdown" data-testid="price-breakdown">
      <div className="pay-breakdown__row">
        <dt>{t`Item price`}</dt>
        <dd>{usd(b.priceCents)}</dd>
      </div>
      <div className="pay-breakdown__row">
        <dt>{t`Shipping`}</dt>
        <dd>{b.postageCents > 0 ? usd(b.postageCents) : t`Free`}</dd>
      </div>
      <div className="pay-breakdown__row">
        <dt>{t`Buyer premium`}</dt>
        <dd>{usd(b.premiumCents)}</dd>
      </div>
      {b.taxCents !== null && (
        <div className="pay-breakdown__row">
          <dt>{estimate ? (taxNote ? t`Estimated state tax (${taxNote})` : t`Estimated state tax`) : t`State tax`}</dt>
          <dd>{usd(b.taxCents)}</dd>
        </div>
      )}
      {(b.discountCents ?? 0) > 0 && (
        <div className="pay-breakdown__row">
          <dt>{t`Discount`}</dt>
          <dd>−{usd(b.discountCents ?? 0)}</dd>
        </div>
      )}
      <div className="pay-breakdown__row pay-breakdown__row--total">
        <dt>{estimate ? t`Estimated total` : t`Order total`}</dt>
        <dd>{usd(b.totalCents)}</dd>
      </div>
      {charged && charged.currency !== 'USD' && (
        <div className="pay-breakdown__row pay-breakdown__row--charged">
          <dt>{t`You pay in ${charged.currency}`}</dt>
          <dd>{formatWithCurrency(charged.amount, charged.currency, i18n.locale)}</dd>
        </div>
      )}
    </dl>
  );
}
