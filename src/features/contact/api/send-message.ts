import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationReply } from '../../../domain/messages/conversation.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { contactKeys } from './contact-keys';

export interface SendMessageInput {
  Body: string;
  SendCopy: boolean;
  /** One key per message written: a resend after a timeout writes it once. */
  key: string;
}

/** POST /api/conversations/:id/messages: answers with the conversation, which replaces the one on screen. */
export function useSendMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: SendMessageInput) =>
      apiFetch(`/api/conversations/${id}/messages`, { method: 'POST', body, schema: conversationReply, headers: { 'Idempotency-Key': key } }),
    onSuccess: (conversation) => queryClient.setQueryData(contactKeys.conversation(id), conversation),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactKeys.list() }),
  });
}
