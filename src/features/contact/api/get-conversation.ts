import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationReply } from '../../../domain/messages/conversation.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { contactKeys } from './contact-keys';

/** The other side answers while the page is open: read again every 20 s while it is visible. */
export const CONVERSATION_REFRESH_MS = 20_000;

/** GET /api/conversations/:id (404 CONVERSATION_NOT_FOUND); reading it marks it read. */
export const conversationQuery = (id: number) =>
  queryOptions({
    queryKey: contactKeys.conversation(id),
    queryFn: ({ signal }) => apiFetch(`/api/conversations/${id}`, { schema: conversationReply, signal }),
    staleTime: 0,
    refetchInterval: CONVERSATION_REFRESH_MS,
  });

export const useConversation = (id: number) => useQuery(conversationQuery(id));
