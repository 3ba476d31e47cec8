import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { useServerOffset } from '../../../lib/hooks/use-server-offset';
import { session } from '../../../lib/session/session-store';
import { AlsoLike } from '../components/also-like';
import { AuctionActions } from '../components/auction-actions';
import { DeadlineWatcher } from '../components/deadline-watcher';
import { FinishedNotice } from '../components/finished-notice';
import { FeeLines } from '../components/fee-lines';
import { ItemActions } from '../components/item-actions';
import { ItemPrice } from '../components/item-price';
import { ItemProperties } from '../components/item-properties';
import { BuyerPremiumPanel, DescriptionPanel, ShippingPanel, StateTaxPanel } from '../components/item-tab-panels';
import { ItemTabs, type ItemTab } from '../components/item-tabs';
import { ItemTiming } from '../components/item-timing';
import { RecentBids } from '../components/recent-bids';
import { SellerBox } from '../components/seller-box';
import { StickyBuyBar } from '../components/sticky-buy-bar';
import type { BuyBarAction } from '../buy-bar';
import { ItemGallery } from '../gallery/item-gallery';
import { isAuction, itemPhase, priceLabelKind, priceLabels } from '../item-phase';

/** Buy now and Make offer bring the checkout's and the offers' code: it loads for buy-now listings only. */
const BuyNowActions = lazy(() => import('../components/buy-now-actions').then((module) => ({ default: module.BuyNowActions })));

type TabValue = 'description' | 'shipping' | 'premium' | 'tax';

/**
 * /carddetails/{id} once loaded, in its three variants: auction, buy now and finished. When the
 * auction's countdown reaches 00:00 while the server still says live, the finished view shows at
 * once and the item is fetched again (once); an extended end brings the live view back.
 */
export function ItemView({ item, refetch }: { item: ItemDetail; refetch: () => void }) {
  const { t, i18n } = useLingui();
  const { user } = useSnapshot(session);
  const buyBoxRef = useRef<HTMLDivElement>(null);
  const offsetMs = useServerOffset();
  const [endedAt, setEndedAt] = useState<string | null>(null);
  const endedLocally = item.Status === 1 && item.EffectiveDate !== null && endedAt === item.EffectiveDate;
  const phase = itemPhase(item, endedLocally);
  const auction = isAuction(item);
  const deadline = phase === 'live' && auction ? item.EffectiveDate : item.Status === 2 ? item.StartDate : null;
  const liveEnd = phase === 'live' ? item.EffectiveDate : null;
  const onDeadline = useCallback(() => {
    if (liveEnd) setEndedAt(liveEnd);
    refetch();
  }, [liveEnd, refetch]);

  const tabs: ItemTab<TabValue>[] = [
    { value: 'description', label: t`Description`, panel: <DescriptionPanel detail={item.Detail} /> },
    { value: 'shipping', label: t`Shipping`, panel: <ShippingPanel item={item} /> },
    { value: 'premium', label: t`Buyer premium`, panel: <BuyerPremiumPanel item={item} /> },
  ];
  // Spec 2 section 6: the state tax tab is for US members and never for store items.
  if (user?.MemberSource === 'US' && item.OrderType !== 1) {
    tabs.push({ value: 'tax', label: t`State tax`, panel: <StateTaxPanel tax={item.StateTax} /> });
  }
  const code = item.CommodityCode;
  const barActions: BuyBarAction[] = auction
    ? [{ key: 'bid', label: t`Bid`, target: '.bid-panel__button', primary: true }]
    : [
        { key: 'buy', label: t`Buy now`, target: '.buy-now__button', primary: true },
        { key: 'offer', label: t`Make offer`, target: '.make-offer__button' },
      ];

  return (
    <article className={['page', 'item', `item--${phase}`].join(' ')}>
      <DeadlineWatcher until={deadline} offsetMs={offsetMs} onReach={onDeadline} />
      <div className="item__top">
        <ItemGallery images={item.Images} title={item.Title} />
        <div className="item__summary">
          <h1 className="item__title">{item.Title}</h1>
          <p className="item__code">{t`Item number ${code}`}</p>
          <ItemTiming item={item} phase={phase} offsetMs={offsetMs} />
          <div className="item__buybox" ref={buyBoxRef}>
            <ItemPrice item={item} phase={phase} />
            {phase === 'ended' && <FinishedNotice item={item} />}
            {auction ? (
              <AuctionActions item={item} phase={phase} onChanged={refetch} />
            ) : (
              <Suspense fallback={<div className="item__actions-loading" />}>
                <BuyNowActions item={item} phase={phase} />
              </Suspense>
            )}
          </div>
          <ItemActions item={item} />
          <FeeLines item={item} />
          {auction && <RecentBids item={item} />}
          <SellerBox item={item} />
        </div>
      </div>
      <ItemProperties properties={item.Properties} specifics={item.Specifics} />
      <ItemTabs tabs={tabs} idBase="item-tabs" />
      <AlsoLike itemId={item.ID} />
      <StickyBuyBar
        boxRef={buyBoxRef}
        priceLabel={i18n._(priceLabels[priceLabelKind(item, phase)])}
        priceCents={item.USD_Price}
        endsAt={auction && phase === 'live' ? item.EffectiveDate : null}
        offsetMs={offsetMs}
        own={item.IsOwn}
        finished={phase !== 'live'}
        actions={barActions}
      />
    </article>
  );
}
