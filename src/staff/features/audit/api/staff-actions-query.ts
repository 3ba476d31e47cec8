import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staffActionsReply, type StaffDeskName } from '../../../../domain/staff/staff.schema';
import { apiFetch } from '../../../../lib/api/api-client';

export const staffActionsQuery = (desk: StaffDeskName | undefined, page: number) =>
  queryOptions({
    queryKey: ['staff', 'actions', desk ?? 'all', page] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page) });
      if (desk) query.set('desk', desk);
      return apiFetch(`/api/staff/actions?${query}`, { schema: staffActionsReply, signal });
    },
    placeholderData: keepPreviousData,
  });
