import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api/api-client';
import { sellerDashboardReply } from '../../../../domain/seller/seller-dashboard.schema';

export const dashboardQuery = queryOptions({
  queryKey: ['seller', 'dashboard'],
  queryFn: ({ signal }) => apiFetch('/api/seller/dashboard', { schema: sellerDashboardReply, signal }),
});
