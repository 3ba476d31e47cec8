import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import type { TaxOrder } from '../../../domain/tax-refunds/tax-refund.schema';
import { formatUsd } from '../../../domain/format/format-usd';

/** The order-detail dialog: what the order was, when, its tax and its total. */
export function TaxOrderDialog({ order, onClose }: { order: TaxOrder | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const code = order?.Code ?? '';
  return (
    <Dialog
      open={order !== null}
      title={t`Order ${code}`}
      onClose={onClose}
      actions={
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {t`Close`}
        </button>
      }
    >
      {order && (
        <dl className="tax-facts">
          <dt>{t`Items`}</dt>
          <dd>
            <ul className="tax-facts__items">
              {order.Details.map((detail, i) => (
                <li key={i}>{detail.Title}</li>
              ))}
            </ul>
          </dd>
          <dt>{t`Order date`}</dt>
          <dd>{i18n.date(order.CreateDate, { dateStyle: 'medium' })}</dd>
          <dt>{t`Tax`}</dt>
          <dd>{formatUsd(order.TaxPriceUsd, i18n.locale)}</dd>
          <dt>{t`Order total`}</dt>
          <dd>{formatUsd(order.RealTotalPrice, i18n.locale)}</dd>
        </dl>
      )}
    </Dialog>
  );
}
