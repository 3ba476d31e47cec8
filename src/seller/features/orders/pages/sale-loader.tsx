import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '../../../../components/page/page-loading';
import { StatusPanel } from '../../../../components/status/status-panel';
import type { SellerSaleDetail } from '../../../../domain/seller/seller-sales.schema';
import { isApiError } from '../../../../lib/api/api-error';
import { saleQuery, type SaleKind } from '../api/sales-queries';

/** Reads /orders/:kind/:id and loads that sale, with the loading, missing and failed states. */
export function SaleLoader({ children }: { children: (sale: SellerSaleDetail) => ReactNode }) {
  const { t } = useLingui();
  const params = useParams();
  const kind: SaleKind = params.kind === 'store_order' ? 'store_order' : 'order';
  const id = Number(params.id);
  const sale = useQuery({ ...saleQuery(kind, id), enabled: Number.isInteger(id) && id > 0 });
  const missing = !(Number.isInteger(id) && id > 0) || (isApiError(sale.error) && (sale.error.status === 404 || sale.error.status === 400));
  if (missing) {
    return (
      <StatusPanel heading="h1" title={t`This order does not exist`} actions={<Link className="btn btn--primary" to="/orders">{t`Back to orders`}</Link>}>
        {t`It may belong to another seller.`}
      </StatusPanel>
    );
  }
  if (sale.isPending) return <PageLoading />;
  if (sale.isError) {
    return (
      <StatusPanel
        tone="error"
        heading="h1"
        title={t`The order could not be loaded`}
        actions={
          <button type="button" className="btn btn--primary" onClick={() => void sale.refetch()}>
            {t`Try again`}
          </button>
        }
      />
    );
  }
  return children(sale.data);
}
