import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { showToast } from '../../../components/toast/toast-store';
import { formatUsd } from '../../../domain/format/format-usd';
import type { WarehouseOrder } from '../../../domain/warehouse/warehouse.schema';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useCompleteWarehouseOrder } from '../api/warehouse-queries';
import { carrierName } from './carrier-name';

interface OrderRowsProps {
  rows: readonly WarehouseOrder[];
  status: number;
  busy: boolean;
}

/**
 * A tab's forwarding orders (spec 3 "Overseas warehouse"): order number, item count and tax, then
 * the weight and fee (tabs 4 and 1; "Awaiting weighing" at 4) or the carrier and tracking number
 * (tabs 2, 3, 5), with Pay (1), Confirm (3) and Details.
 */
export function OrderRows({ rows, status, busy }: OrderRowsProps) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState<WarehouseOrder | null>(null);
  const complete = useCompleteWarehouseOrder();
  const money = (cents: number | null) => (cents === null ? '—' : formatUsd(cents, i18n.locale));
  const weighed = status === 4 || status === 1;

  async function onConfirm() {
    if (!confirming) return;
    try {
      await complete.mutateAsync(confirming.Id);
      showToast(t`Receipt confirmed: the warehouse order is completed.`, { tone: 'success' });
    } catch (failure) {
      showToast(errorText(i18n, isApiError(failure) ? failure.code : 'NETWORK_ERROR'), { tone: 'error' });
    }
    setConfirming(null);
  }

  return (
    <>
      <ul className={busy ? 'member-rows forward-rows forward-rows--busy' : 'member-rows forward-rows'}>
        {rows.map((order) => {
          const orderNo = order.OrderNo;
          const count = order.Count;
          const tax = money(order.RealTaxPrice);
          const fee = money(order.RealPostageMoney);
          const grams = order.Weight ?? 0;
          return (
            <li key={order.Id} className="member-row forward-row">
              <div className="member-row__main">
                <span className="forward-row__no">{t`Order ${orderNo}`}</span>
                <span className="member-row__meta">
                  <span>{t`Items: ${count}`}</span>
                  {order.RealTaxPrice !== null && <span>{t`Tax: ${tax}`}</span>}
                  {weighed ? (
                    <>
                      <span>{order.Weight === null ? t`Awaiting weighing` : t`Weight: ${grams} g`}</span>
                      {order.RealPostageMoney !== null && <span>{t`Shipping fee: ${fee}`}</span>}
                    </>
                  ) : (
                    <span>{order.SecondExpressCode ? `${carrierName(order.SecondExpressName ?? order.ExpressName)} ${order.SecondExpressCode}` : carrierName(order.ExpressName)}</span>
                  )}
                </span>
                <span className="forward-row__titles">{order.OrderDetails.map((d) => d.Title).join(' · ')}</span>
              </div>
              <div className="forward-row__actions">
                {status === 1 && (
                  <Link className="btn btn--primary" to={`/pay/warehouse/${order.Id}`}>
                    {t`Pay`}
                  </Link>
                )}
                {status === 3 && (
                  <button type="button" className="btn btn--primary" onClick={() => setConfirming(order)}>
                    {t`Confirm`}
                  </button>
                )}
                <Link className="btn btn--ghost" to={`/myholo/waredetail/${order.Id}`} aria-label={t`Details of order ${orderNo}`}>
                  {t`Details`}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={t`Confirm receipt?`}
        confirmLabel={t`Confirm`}
        busy={complete.isPending}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(null)}
      >
        <p>{t`Confirm only when the parcel has reached you and the cards are as described.`}</p>
      </ConfirmDialog>
    </>
  );
}
