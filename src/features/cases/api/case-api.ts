import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { caseReply, type caseReasons, type CaseReply } from '../../../domain/cases/case.schema';
import type { CarrierCode } from '../../../domain/shipping/shipping.schema';
import { trackingReply } from '../../../domain/shipping/shipping.schema';
import { isApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/api-client';
import { invalidateOrder, orderPageKeys, orderApiPath, type OrderRef } from '../../orders';

/** Under the order's own root: every action on the order (confirm receipt…) reads its case again too. */
export const caseKeys = {
  case: (ref: OrderRef) => [...orderPageKeys.root(ref.kind), 'case', ref.id] as const,
  returnTracking: (ref: OrderRef) => [...orderPageKeys.root(ref.kind), 'case-return-tracking', ref.id] as const,
};

/** GET /api/orders/{id}/case (or a store order's): the case with its thread and plan; null when there is none. */
export const caseQuery = (ref: OrderRef) =>
  queryOptions({
    queryKey: caseKeys.case(ref),
    queryFn: async ({ signal }): Promise<CaseReply | null> => {
      try {
        return await apiFetch(`${orderApiPath(ref)}/case`, { schema: caseReply, signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404 && error.code !== 'ORDER_NOT_FOUND') return null;
        throw error;
      }
    },
    // The other side answers while the dialog is open: read again on each open.
    staleTime: 0,
  });

export const useCase = (ref: OrderRef, enabled = true) => useQuery({ ...caseQuery(ref), enabled });

export type CaseReason = (typeof caseReasons)[number];

function useCaseMutation<Input>(ref: OrderRef, call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // A refusal (the seller answered meanwhile, the sweeper closed it) also means the case on screen is out of date.
    onSettled: () => invalidateOrder(queryClient, ref),
  });
}

/** POST /api/orders/{id}/case: the buyer opens a case with its first message. */
export const useOpenCase = (ref: OrderRef) =>
  useCaseMutation(ref, (body: { Reason: CaseReason; Title: string; Images: number[] }) => apiFetch(`${orderApiPath(ref)}/case`, { method: 'POST', body }));

/** POST /api/cases/{id}/messages. */
export const useCaseMessage = (ref: OrderRef) =>
  useCaseMutation(ref, ({ caseId, ...body }: { caseId: number; Title: string; Images: number[] }) => apiFetch(`/api/cases/${caseId}/messages`, { method: 'POST', body }));

export type CaseAction = 'revoke' | 'reopen' | 'appeal' | 'escalate';

/** POST /api/cases/{id}/revoke | reopen | appeal | escalate. */
export const useCaseAction = (ref: OrderRef) =>
  useCaseMutation(ref, ({ caseId, action }: { caseId: number; action: CaseAction }) => apiFetch(`/api/cases/${caseId}/${action}`, { method: 'POST' }));

/** POST /api/cases/{id}/return-shipping: the buyer's return parcel (carrier and tracking). */
export const useReturnShipping = (ref: OrderRef) =>
  useCaseMutation(ref, ({ caseId, ...body }: { caseId: number; SendExpress: CarrierCode; SendExpressCode: string }) =>
    apiFetch(`/api/cases/${caseId}/return-shipping`, { method: 'POST', body }),
  );

/** GET /api/orders/{id}/case/return-tracking: the return parcel's trace, once its number is in. */
export const useReturnTracking = (ref: OrderRef, enabled: boolean) =>
  useQuery({
    queryKey: caseKeys.returnTracking(ref),
    queryFn: ({ signal }) => apiFetch(`${orderApiPath(ref)}/case/return-tracking`, { schema: trackingReply, signal }),
    enabled,
    staleTime: 0,
  });

