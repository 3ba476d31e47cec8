import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api/api-client';
import { feedbackListReply } from '../../../../domain/feedback/feedback.schema';

/** What buyers said about the seller (GET /api/feedback about=2), positive (1) or negative (2). */
export const receivedFeedbackQuery = (memberId: number, status: 1 | 2) =>
  queryOptions({
    queryKey: ['seller', 'feedback', memberId, status] as const,
    queryFn: ({ signal }) => apiFetch(`/api/feedback?member=${memberId}&about=2&status=${status}`, { schema: feedbackListReply, signal }),
  });
