import { queryOptions } from '@tanstack/react-query';
import { caseReply } from '../../../../domain/cases/case.schema';
import { caseListReply, type CaseListRow } from '../../../../domain/cases/case-list.schema';
import { apiFetch } from '../../../../lib/api/api-client';

export const caseKeys = {
  all: ['staff', 'cases'] as const,
  list: () => [...caseKeys.all, 'list'] as const,
  thread: (row: Pick<CaseListRow, 'OrderKind' | 'OrderId'>) => [...caseKeys.all, row.OrderKind, row.OrderId] as const,
};

export const casesQuery = () => queryOptions({ queryKey: caseKeys.list(), queryFn: ({ signal }) => apiFetch('/api/staff/cases', { schema: caseListReply, signal }) });

/** The case with its thread, read through its order as the buyer and seller read it (cases staff may). */
export const caseThreadQuery = (row: Pick<CaseListRow, 'OrderKind' | 'OrderId'>) =>
  queryOptions({
    queryKey: caseKeys.thread(row),
    queryFn: ({ signal }) => apiFetch(`/api/${row.OrderKind === 'order' ? 'orders' : 'store-orders'}/${row.OrderId}/case`, { schema: caseReply, signal }),
  });

export const postCaseMessage = ({ id, text, images }: { id: number; text: string; images: number[] }) =>
  apiFetch(`/api/staff/cases/${id}/messages`, { method: 'POST', body: { Title: text, Images: images }, schema: caseReply });

export type CaseDecision = { Decision: 'refund' | 'return' | 'close'; Full?: boolean; AmountCents?: number; Note: string };
export const decideCase = ({ id, decision }: { id: number; decision: CaseDecision }) =>
  apiFetch(`/api/staff/cases/${id}/decide`, { method: 'POST', body: decision, schema: caseReply });
