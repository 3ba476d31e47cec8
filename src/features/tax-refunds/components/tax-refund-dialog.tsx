import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import type { TaxOrder } from '../../../domain/tax-refunds/tax-refund.schema';
import { formatUsd } from '../../../domain/format/format-usd';
import { taxStateLabel } from '../../../domain/tax-refunds/tax-refund-rules';
import { useTaxRefund } from '../api/tax-refund-queries';
import { TaxStateBadge } from './tax-state-badge';
import { TaxOrderDialog } from './tax-order-dialog';

/** The application's detail dialog: the form as sent, the amounts, the outcome, the orders (each opens its own dialog) and the proof. */
export function TaxRefundDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const detail = useTaxRefund(id);
  const [order, setOrder] = useState<TaxOrder | null>(null);
  const row = detail.data;
  const money = (cents: number) => formatUsd(cents, i18n.locale);
  return (
    <>
      <Dialog
        open={id !== null}
        title={t`Tax refund application`}
        onClose={onClose}
        className="tax-dialog"
        actions={
          <button type="button" className="btn btn--primary" onClick={onClose}>
            {t`Close`}
          </button>
        }
      >
        {detail.isPending && <p aria-busy="true">{t`Loading the application…`}</p>}
        {detail.isError && !row && <p role="alert">{t`The application could not be loaded`}</p>}
        {row && (
          <>
            <dl className="tax-facts">
              <dt>{t`Status`}</dt>
              <dd>
                <TaxStateBadge state={row.RefundTaxState} />
              </dd>
              <dt>{t`Submitted`}</dt>
              <dd>{i18n.date(row.CreateDate, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
              {taxStateLabel(row.RefundTaxState) === 'processing' && (
                <>
                  <dt>{t`Decision by`}</dt>
                  <dd>{i18n.date(row.DueDate, { dateStyle: 'medium' })}</dd>
                </>
              )}
              <dt>{t`Order type`}</dt>
              <dd>{row.BusinessType === 2 ? t`Cross-border orders` : t`Domestic orders`}</dd>
              <dt>{t`Taxpayer name`}</dt>
              <dd>{row.RealName}</dd>
              {row.CompanyName && (
                <>
                  <dt>{t`Company name`}</dt>
                  <dd>{row.CompanyName}</dd>
                </>
              )}
              {row.Note && (
                <>
                  <dt>{t`Note`}</dt>
                  <dd>{row.Note}</dd>
                </>
              )}
              <dt>{t`Expected refund`}</dt>
              <dd>{money(row.ForecastDrawBackAmount)}</dd>
              {row.RealDrawBackAmount !== null && (
                <>
                  <dt>{t`Refunded to your CHP`}</dt>
                  <dd>{money(row.RealDrawBackAmount)}</dd>
                </>
              )}
              {row.Remarks && (
                <>
                  <dt>{t`Reason`}</dt>
                  <dd>{row.Remarks}</dd>
                </>
              )}
            </dl>
            <h3 className="tax-dialog__subtitle">{t`Orders`}</h3>
            <ul className="tax-order-list">
              {row.OrderList.map((o) => {
                const tax = money(o.TaxPriceUsd);
                return (
                <li key={`${o.Kind}:${o.Id}`}>
                  <button type="button" className="tax-order-list__open" onClick={() => setOrder(o)}>
                    <span className="tax-order-list__code">{o.Code}</span>
                    <span className="tax-order-list__title">{o.Details[0]?.Title}</span>
                    <span className="tax-order-list__tax">{t`Tax ${tax}`}</span>
                  </button>
                </li>
                );
              })}
            </ul>
            <h3 className="tax-dialog__subtitle">{t`Proof`}</h3>
            {row.Proves.map((proof) =>
              proof.Type === 1 ? (
                <a key={proof.Url} href={proof.Url} target="_blank" rel="noreferrer">
                  <img className="tax-proof__picture" src={`${proof.Url}?w=350`} alt={t`The proof picture`} />
                </a>
              ) : (
                <a key={proof.Url} href={proof.Url} download>
                  {t`Download the proof (PDF)`}
                </a>
              ),
            )}
          </>
        )}
      </Dialog>
      <TaxOrderDialog order={order} onClose={() => setOrder(null)} />
    </>
  );
}
