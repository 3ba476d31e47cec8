import { useCallback, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { useServerOffset } from '../../../lib/hooks/use-server-offset';
import { WatchToggle } from '../../watch';
import { DeadlineWatcher } from '../components/deadline-watcher';
import { FinishedNotice } from '../components/finished-notice';
import { ItemProperties } from '../components/item-properties';
import { DescriptionPanel, ShippingPanel } from '../components/item-tab-panels';
import { ItemTabs, type ItemTab } from '../components/item-tabs';
import { ItemTiming } from '../components/item-timing';
import { SellerBox } from '../components/seller-box';
import { StickyBuyBar } from '../components/sticky-buy-bar';
import { ItemGallery } from '../gallery/item-gallery';
import { ConditionPicker } from './condition-picker';
import { QuantitySelector } from './quantity-selector';
import { StoreItemActions } from './store-item-actions';

type TabValue = 'description' | 'shipping';

/**
 * /storedetails/{id} once loaded: a store item sold by condition, each with its price, stock and
 * purchase limit. A coming-soon item counts down to its start and is fetched again when it opens.
 */
export function StoreItemView({ item, refetch }: { item: ItemDetail; refetch: () => void }) {
  const { t } = useLingui();
  const offsetMs = useServerOffset();
  const buyBoxRef = useRef<HTMLDivElement>(null);
  const firstInStock = item.Conditions.find((condition) => condition.Stock > 0) ?? item.Conditions[0];
  const [conditionId, setConditionId] = useState(firstInStock?.ID ?? 0);
  const [quantity, setQuantity] = useState(1);
  const condition = item.Conditions.find((c) => c.ID === conditionId) ?? firstInStock;
  const comingSoon = item.Status === 2;
  const ended = item.Status < 0;
  const soldOut = item.Status === 0 || (item.Conditions.length > 0 && item.Conditions.every((c) => c.Stock === 0));
  const onStart = useCallback(() => refetch(), [refetch]);

  const tabs: ItemTab<TabValue>[] = [
    { value: 'description', label: t`Description`, panel: <DescriptionPanel detail={item.Detail} /> },
    { value: 'shipping', label: t`Shipping`, panel: <ShippingPanel item={item} /> },
  ];
  const code = item.CommodityCode;
  const limit = condition?.LimitNum ?? 0;
  const bought = condition?.Bought ?? 0;

  return (
    <article className="page item item--store">
      <DeadlineWatcher until={comingSoon ? item.StartDate : null} offsetMs={offsetMs} onReach={onStart} />
      <div className="item__top">
        <ItemGallery images={item.Images} title={item.Title} />
        <div className="item__summary">
          <h1 className="item__title">{item.Title}</h1>
          <p className="item__code">{t`Item number ${code}`}</p>
          {comingSoon && (
            <>
              <p className="item__badge">{t`Coming Soon`}</p>
              <ItemTiming item={item} phase="coming-soon" offsetMs={offsetMs} />
            </>
          )}
          {ended ? (
            <FinishedNotice item={item} />
          ) : (
            <div className="item__buybox" ref={buyBoxRef}>
              {soldOut && <p className="item__badge item__badge--out">{t`Sold out`}</p>}
              {item.Conditions.length > 0 && (
                <ConditionPicker
                  conditions={item.Conditions}
                  value={condition?.ID ?? 0}
                  onChange={(id) => {
                    setConditionId(id);
                    setQuantity(1);
                  }}
                />
              )}
              {condition?.IsLimit && <p className="item__limit">{t`Purchase limit ${limit}, bought ${bought}`}</p>}
              {condition && <QuantitySelector key={condition.ID} condition={condition} value={quantity} onChange={setQuantity} />}
              <StoreItemActions item={item} condition={condition} quantity={quantity} />
            </div>
          )}
          <div className="item-actions">
            <WatchToggle commodityId={item.ID} watching={item.IsAttention} itemTitle={item.Title} />
          </div>
          <SellerBox item={item} />
        </div>
      </div>
      <ItemProperties properties={item.Properties} specifics={item.Specifics} />
      <ItemTabs tabs={tabs} idBase="store-item-tabs" />
      <StickyBuyBar
        boxRef={buyBoxRef}
        priceLabel={condition?.ConditionName ?? t`Price`}
        priceCents={condition?.Price ?? item.USD_Price}
        endsAt={null}
        offsetMs={offsetMs}
        own={item.IsOwn}
        finished={ended || soldOut || comingSoon}
        actions={[
          { key: 'add', label: t`Add to cart`, target: '.store-purchase__add' },
          { key: 'buy', label: t`Buy now`, target: '.store-purchase__buy', primary: true },
        ]}
      />
    </article>
  );
}
