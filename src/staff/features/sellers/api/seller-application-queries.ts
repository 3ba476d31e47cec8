import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { staffApplicationsReply } from '../../../../domain/seller/seller-application.schema';
import { apiFetch } from '../../../../lib/api/api-client';

const statusReply = z.object({ Status: z.number() });

export const sellerKeys = { all: ['staff', 'seller-applications'] as const, status: (status: number) => [...sellerKeys.all, status] as const };

/** Applications by status: 1 waiting for the audit (the longest waiting first), 2 active, 3 refused. */
export const sellerApplicationsQuery = (status: 1 | 2 | 3) =>
  queryOptions({ queryKey: sellerKeys.status(status), queryFn: ({ signal }) => apiFetch(`/api/staff/seller-applications?status=${status}`, { schema: staffApplicationsReply, signal }) });

export const approveApplication = (memberId: number) => apiFetch(`/api/staff/seller-applications/${memberId}/approve`, { method: 'POST', body: {}, schema: statusReply });

export const refuseApplication = ({ memberId, reason }: { memberId: number; reason: string }) =>
  apiFetch(`/api/staff/seller-applications/${memberId}/refuse`, { method: 'POST', body: { Reason: reason }, schema: statusReply });
