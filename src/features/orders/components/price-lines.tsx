import { useLingui } from '@lingui/react/macro';

/** An order's price breakdown: each line, then the total. */
export function PriceLines({ lines, total }: { lines: Array<{ label: string; amount: string }>; total: string }) {
  const { t } = useLingui();
  return (
    <dl className="order-price">
      {lines.map((line) => (
        <div key={line.label} className="order-price__line">
          <dt>{line.label}</dt>
          <dd>{line.amount}</dd>
        </div>
      ))}
      <div className="order-price__line order-price__line--total">
        <dt>{t`Total`}</dt>
        <dd>{total}</dd>
      </div>
    </dl>
  );
}
