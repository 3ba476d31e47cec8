import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ForwardingOrderReply } from '../../../../domain/warehouse/forwarding.schema';
import { useFormat } from '../../../lib/use-format';

/** A warehouse order as the desk handles it: its cards, the declaration and where it goes. */
export function ForwardingOrderCard({ order, children }: { order: ForwardingOrderReply; children: ReactNode }) {
  const { t } = useLingui();
  const format = useFormat();
  const address = order.Address;
  return (
    <li className="desk-card desk-card--stack" aria-label={t`Warehouse order ${order.Code}`}>
      <div className="desk-card__body">
        <p className="desk-card__title">{t`Warehouse order ${order.Code}`}</p>
        <p className="desk-card__meta">
          {t`Member #${order.MemberId}`} · {t`From warehouse ${order.AgencyId}`} · {order.CarrierCode} · {format.date(order.CreateTime)}
        </p>
        <ul className="desk-card__items">
          {order.Items.map((item) => (
            <li key={item.Id}>
              {item.Title} × {item.Quantity}
            </li>
          ))}
        </ul>
        <p className="desk-card__meta">
          {t`Declared: ${order.CustomDetail}, ${order.CustomCount} × ${format.usd(order.CustomUnitPrice)}`}
        </p>
        <p className="desk-card__meta">
          {t`Ship to`}: {address.Consignee}, {address.Detail}, {address.City} {address.ZipCode}, {address.Province} {address.Nation}
        </p>
        {order.WeightGrams !== null && (
          <p className="desk-card__meta">
            {t`Weighed ${order.WeightGrams} g: postage ${format.usd(order.Postage ?? 0)}, tax ${format.usd(order.Tax ?? 0)}, paid ${format.date(order.PaidAt)}`}
          </p>
        )}
      </div>
      {children}
    </li>
  );
}
