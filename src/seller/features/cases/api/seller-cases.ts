import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api/api-client';
import { caseListReply } from '../../../../domain/cases/case-list.schema';
import { caseReply } from '../../../../domain/cases/case.schema';

export type CaseOrderKind = 'order' | 'store_order';

export const sellerCaseKeys = {
  all: ['seller', 'cases'] as const,
  list: () => [...sellerCaseKeys.all, 'list'] as const,
  detail: (kind: CaseOrderKind, orderId: number) => [...sellerCaseKeys.all, kind, orderId] as const,
};

export const sellerCasesQuery = queryOptions({
  queryKey: sellerCaseKeys.list(),
  queryFn: ({ signal }) => apiFetch('/api/seller/cases', { schema: caseListReply, signal }),
});

const orderBase = (kind: CaseOrderKind) => (kind === 'order' ? 'orders' : 'store-orders');

export const caseQuery = (kind: CaseOrderKind, orderId: number) =>
  queryOptions({
    queryKey: sellerCaseKeys.detail(kind, orderId),
    queryFn: ({ signal }) => apiFetch(`/api/${orderBase(kind)}/${orderId}/case`, { schema: caseReply, signal }),
  });

export type CaseAction =
  | { path: 'messages'; body: { Title: string; Images: number[] } }
  | { path: 'refund'; body: { Full: boolean; AmountCents?: number } }
  | { path: 'return'; body: Record<'Consignee' | 'Mobile' | 'Nation' | 'Provice' | 'City' | 'ZipCode' | 'Address', string> }
  | { path: 'confirm-return'; body?: undefined };

/** Every seller move on a case answers the case as it now is; the list reloads too. */
export function useCaseAction(kind: CaseOrderKind, orderId: number, caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: CaseAction) =>
      apiFetch(path === 'messages' ? `/api/cases/${caseId}/messages` : `/api/seller/cases/${caseId}/${path}`, {
        method: 'POST',
        schema: caseReply,
        ...(body && { body }),
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(sellerCaseKeys.detail(kind, orderId), updated);
      void queryClient.invalidateQueries({ queryKey: sellerCaseKeys.list() });
    },
  });
}
