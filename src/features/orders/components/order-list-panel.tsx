import type { ReactNode } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { StatusPanel } from '../../../components/status/status-panel';
import { ORDER_LIST_PAGE_SIZE } from '../../../domain/orders/order-list.schema';
import { Pagination, pageCountOf } from '../../catalog';

interface OrderListPanelProps {
  idBase: string;
  type: number;
  page: number;
  count: number;
  /** The rows of this page; undefined while nothing is loaded. */
  rows: ReactNode[] | undefined;
  pending: boolean;
  /** Failed with nothing to show (a failure with cached rows keeps the rows). */
  failed: boolean;
  /** An older answer shown while the new one loads. */
  stale: boolean;
  emptyTitle: string;
  onRetry: () => void;
  hrefFor: (page: number) => string;
}

/** The tab panel of an order list: loading, fault, no data, or the rows with their pages. */
export function OrderListPanel(props: OrderListPanelProps) {
  const { t } = useLingui();
  const { idBase, type, page, count, rows } = props;
  let content: ReactNode;
  if (props.pending) {
    content = (
      <ul className="order-list" aria-busy="true" aria-label={t`Loading your orders`}>
        {[0, 1, 2].map((n) => (
          <li key={n} className="order-card order-card--skeleton" />
        ))}
      </ul>
    );
  } else if (props.failed || !rows) {
    content = (
      <StatusPanel
        tone="error"
        title={t`Your orders could not be loaded`}
        actions={
          <button type="button" className="btn btn--primary" onClick={props.onRetry}>
            {t`Try again`}
          </button>
        }
      />
    );
  } else if (rows.length === 0) {
    content = <StatusPanel title={props.emptyTitle} />;
  } else {
    content = (
      <>
        <p className="list-count">
          <Plural value={count} one="# order" other="# orders" />
        </p>
        <ul className={props.stale ? 'order-list order-list--busy' : 'order-list'}>{rows}</ul>
        <Pagination page={page} pageCount={pageCountOf(count, ORDER_LIST_PAGE_SIZE)} hrefFor={props.hrefFor} />
      </>
    );
  }
  return (
    <div role="tabpanel" id={`${idBase}-panel`} aria-labelledby={`${idBase}-tab-${type}`} className="order-panel">
      {content}
    </div>
  );
}
