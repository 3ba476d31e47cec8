import { useLingui } from '@lingui/react/macro';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { DomesticShipping } from '../../../domain/bidding/item-detail-options';
import { formatUsd } from '../../../domain/format/format-usd';

type Area = ItemDetail['DomesticCustom'][number];

/** Spec 2 DomesticCustom: per area free, pay on delivery, or a fixed price. */
export function DomesticShippingTable({ areas }: { areas: Area[] }) {
  const { t, i18n } = useLingui();
  const cost = (area: Area) =>
    area.Status === DomesticShipping.Free ? t`Free`
    : area.Status === DomesticShipping.PayOnDelivery ? t`Pay on delivery`
    : formatUsd(area.USD_Price, i18n.locale);
  return (
    <table className="item-table">
      <caption className="visually-hidden">{t`Domestic shipping by area`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Area`}</th>
          <th scope="col">{t`Shipping`}</th>
        </tr>
      </thead>
      <tbody>
        {areas.map((area) => (
          <tr key={area.AreaName}>
            <th scope="row">{area.AreaName}</th>
            <td>{cost(area)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The notes under the shipping details: pay on delivery, international shipping, overseas tax. */
export function ShippingNotes({ item }: { item: Pick<ItemDetail, 'DomesticCustom' | 'BusinessType'> }) {
  const { t } = useLingui();
  const payOnDelivery = item.DomesticCustom.some((area) => area.Status === DomesticShipping.PayOnDelivery);
  return (
    <ul className="item-notes">
      {payOnDelivery && <li>{t`Pay on delivery: the postage is paid to the carrier when the parcel arrives.`}</li>}
      <li>{t`International shipping is paid by the buyer.`}</li>
      {item.BusinessType === 2 && <OverseasTaxNote />}
    </ul>
  );
}

export function OverseasTaxNote() {
  const { t } = useLingui();
  return <li>{t`This item ships from overseas: import duties and taxes of your country are not included and are paid by the buyer.`}</li>;
}
