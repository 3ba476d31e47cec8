import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiFetch } from '../../../lib/api/api-client';
import { contactKeys } from './contact-keys';

export interface StartConversationInput {
  CommodityId?: number;
  SellerId?: number;
  Body: string;
  SendCopy: boolean;
  /** One key per message written: a resend after a timeout writes it once. */
  key: string;
}

const started = z.object({ Id: z.number() });

/** POST /api/conversations: the first message to a seller (or one more about the same card). */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: StartConversationInput) =>
      apiFetch('/api/conversations', { method: 'POST', body, schema: started, headers: { 'Idempotency-Key': key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.root }),
  });
}
