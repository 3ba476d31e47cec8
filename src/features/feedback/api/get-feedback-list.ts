import { queryOptions, useQuery } from '@tanstack/react-query';
import { feedbackListReply, type FeedbackListQuery } from '../../../domain/feedback/feedback.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { feedbackKeys } from './feedback-keys';

/** GET /api/feedback?member=&about=&status=&sort=&page=: what a member received, 60 a page (public). */
export const feedbackListOptions = (query: FeedbackListQuery) =>
  queryOptions({
    queryKey: feedbackKeys.list(query),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({
        member: String(query.member),
        about: String(query.about),
        status: String(query.status),
        sort: query.sort,
        page: String(query.page),
      });
      return apiFetch(`/api/feedback?${search.toString()}`, { schema: feedbackListReply, signal });
    },
    // Another tab, sort or page keeps the member's header and the old rows while the next loads;
    // another member's never stand in.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2].member === query.member ? previous : undefined),
  });

export function useFeedbackList(query: FeedbackListQuery, enabled = true) {
  return useQuery({ ...feedbackListOptions(query), enabled });
}
