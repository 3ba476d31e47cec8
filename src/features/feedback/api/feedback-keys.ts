import type { FeedbackListQuery } from '../../../domain/feedback/feedback.schema';

/** Query keys of the feedback feature; leaving feedback invalidates the lists through `all`. */
export const feedbackKeys = {
  all: () => ['feedback'] as const,
  list: (query: FeedbackListQuery) => [...feedbackKeys.all(), 'list', query] as const,
};
