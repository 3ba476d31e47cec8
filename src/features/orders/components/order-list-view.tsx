import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { MemberListsNav } from '../../../components/page/member-lists-nav';
import { ListState } from '../../../components/status/list-state';
import { ORDER_LIST_PAGE_SIZE } from '../../../domain/orders/order-list.schema';
import { Pagination, pageCountOf } from '../../catalog';
import { DISPUTE_TAB, orderListHref, type OrderListParams } from '../pages/order-list-params';
import { DisputeStatusSelect } from './dispute-status-select';
import { OrderFilters } from './order-filters';
import { OrderTabs } from './order-tabs';

interface OrderListReply<Row> {
  data: Row[];
  count: number;
  /** Orders per tab, for the badges. */
  Counts: Partial<Record<number, number>>;
}

export interface OrderListViewProps<Row> {
  /** The visually hidden page heading. */
  heading: string;
  path: string;
  idBase: string;
  params: OrderListParams;
  /** Tab value -> its label and its no-data title. */
  tabLabels: Record<number, MessageDescriptor>;
  emptyTexts: Record<number, MessageDescriptor>;
  /** Where an empty list sends the member next (the market, the stores). */
  nextStep: { to: string; label: string };
  /** The seller name box and the Dispute tab's status dropdown (marketplace orders only). */
  sellerFilter?: boolean;
  list: Pick<UseQueryResult<OrderListReply<Row>>, 'data' | 'isPending' | 'isError' | 'error' | 'isPlaceholderData' | 'refetch'>;
  renderRow: (row: Row) => ReactNode;
}

/** An order list page: tabs with count badges, the filters, and the tab's orders 60 a page (or loading, fault, no data). */
export function OrderListView<Row>({ heading, path, idBase, params, tabLabels, emptyTexts, nextStep, sellerFilter, list, renderRow }: OrderListViewProps<Row>) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const go = (next: Partial<OrderListParams>) => navigate(orderListHref(path, { ...params, page: 1, ...next }));
  const tabs = Object.entries(tabLabels).map(([value, label]) => ({ value: Number(value), label: i18n._(label) }));
  const count = list.data?.count ?? 0;
  const emptyText = emptyTexts[params.type];
  // A search that finds nothing is undone; an empty tab points to where orders come from.
  const searching = Boolean(params.title || params.orderNo || params.seller);
  const emptyAction = searching ? (
    <button type="button" className="btn btn--ghost" onClick={() => go({ title: '', orderNo: '', seller: '' })}>
      {t`Clear the search`}
    </button>
  ) : (
    <Link to={nextStep.to} className="btn btn--primary">
      {nextStep.label}
    </Link>
  );
  const filterFields = [
    { name: 'title' as const, label: t`Item title` },
    { name: 'orderNo' as const, label: t`Order number` },
    ...(sellerFilter ? [{ name: 'seller' as const, label: t`Seller name` }] : []),
  ];

  return (
    <div className="page member-page order-page">
      <h1 className="visually-hidden">{heading}</h1>
      <MemberListsNav />
      <OrderTabs label={t`Order status`} tabs={tabs} counts={list.data?.Counts} value={params.type} onChange={(value) => go({ type: value })} idBase={idBase} />
      <OrderFilters value={params} fields={filterFields} onSearch={(filters) => go(sellerFilter ? filters : { ...filters, seller: '' })} />
      {sellerFilter && params.type === DISPUTE_TAB && <DisputeStatusSelect value={params.sr} onChange={(sr) => go({ sr })} />}
      <div role="tabpanel" id={`${idBase}-panel`} aria-labelledby={`${idBase}-tab-${params.type}`} className="order-panel">
        <ListState
          query={list}
          hasRows={Boolean(list.data?.data.length)}
          loadingLabel={t`Loading your orders`}
          listClassName="order-list"
          rowClassName="order-card"
          errorTitle={t`Your orders could not be loaded`}
          empty={{ title: emptyText && i18n._(emptyText), action: emptyAction }}
        >
          <p className="list-count">
            <Plural value={count} one="# order" other="# orders" />
          </p>
          <ul className={list.isPlaceholderData ? 'order-list order-list--busy' : 'order-list'}>{list.data?.data.map(renderRow)}</ul>
          <Pagination page={params.page} pageCount={pageCountOf(count, ORDER_LIST_PAGE_SIZE)} hrefFor={(page) => orderListHref(path, { ...params, page })} />
        </ListState>
      </div>
    </div>
  );
}
