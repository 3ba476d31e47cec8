import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api/api-client';
import { conversationListReply, conversationReply } from '../../../../domain/messages/conversation.schema';

export const sellerConversationKeys = {
  all: ['seller', 'conversations'] as const,
  list: () => [...sellerConversationKeys.all, 'list'] as const,
  detail: (id: number) => [...sellerConversationKeys.all, id] as const,
};

export const sellerConversationsQuery = queryOptions({
  queryKey: sellerConversationKeys.list(),
  queryFn: ({ signal }) => apiFetch('/api/seller/conversations', { schema: conversationListReply, signal }),
});

/** Reading a conversation marks it read, so the list reloads after. */
export const conversationQuery = (id: number) =>
  queryOptions({
    queryKey: sellerConversationKeys.detail(id),
    queryFn: ({ signal }) => apiFetch(`/api/conversations/${id}`, { schema: conversationReply, signal }),
  });

export function useAnswerBuyer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiFetch(`/api/seller/conversations/${id}/messages`, { method: 'POST', body: { Body: body }, schema: conversationReply }),
    onSuccess: (conversation) => {
      queryClient.setQueryData(sellerConversationKeys.detail(id), conversation);
      void queryClient.invalidateQueries({ queryKey: sellerConversationKeys.list() });
    },
  });
}
