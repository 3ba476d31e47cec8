import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { HomeRow } from '../../../domain/catalog/home.schema';
import type { HomeRowKind } from '../../../domain/catalog/home-options';
import { ListingCard } from '../listing/listing-card';
import { Scroller } from './scroller';

/** Each row's title and where its "See all" goes: the market with the row's order, or the member's list. */
export const homeRowInfo: Record<HomeRowKind, { title: MessageDescriptor; more: string }> = {
  watching: { title: msg`Watched items ending soon`, more: '/myholo/watch' },
  outbid: { title: msg`You've been outbid`, more: '/myholo/bids' },
  recent: { title: msg`Recently viewed`, more: '/myholo/recently' },
  ending: { title: msg`Ending soon`, more: '/market?type=2&sort=1' },
  bids: { title: msg`Most bid on`, more: '/market?type=2&sort=4' },
  new: { title: msg`New listings`, more: '/market?sort=3' },
};

/**
 * The home page's listing rows (GET /api/home Rows): the member's own first, then ending soon, most
 * bids and new. The first row's pictures load at once: it is on the first screen.
 */
export function ListingRows({ rows }: { rows: HomeRow[] }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  return (
    <div className="home-rows">
      {rows.map((row, rowIndex) => {
        const info = homeRowInfo[row.Kind];
        const title = i18n._(info.title);
        return (
          <Scroller
            key={row.Kind}
            title={title}
            titleId={`home-row-${row.Kind}`}
            more={
              <Link to={info.more} className="text-link scroller__more" aria-describedby={`home-row-${row.Kind}`}>
                {t`View all`}
              </Link>
            }
          >
            {row.Listings.map((listing, index) => (
              <li key={listing.ID} className="scroller__item scroller__item--listing">
                <ListingCard listing={listing} eager={rowIndex === 0 && index < 3} />
              </li>
            ))}
          </Scroller>
        );
      })}
    </div>
  );
}
