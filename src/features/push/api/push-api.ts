/** The push routes (src/domain/push/push.schema.ts): the relay's key, this device's subscription, the member's settings. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PushKeyReply,
  PushSettingsReply,
  type PushKind,
  type PushSubscriptionInput,
} from '../../../domain/push/push.schema';
import { apiFetch } from '../../../lib/api/api-client';

export const pushQueries = {
  settings: () =>
    queryOptions({
      queryKey: ['push', 'settings'] as const,
      queryFn: ({ signal }) => apiFetch('/api/push/settings', { schema: PushSettingsReply, signal }),
    }),
};

export async function fetchPushKey(): Promise<string> {
  return (await apiFetch('/api/push/key', { schema: PushKeyReply })).PublicKey;
}

export function saveSubscription(subscription: PushSubscriptionInput) {
  return apiFetch('/api/push/subscriptions', { method: 'POST', body: subscription });
}

export function removeSubscription(endpoint: string) {
  return apiFetch('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } });
}

export function useSetPushKind() {
  const queryClient = useQueryClient();
  const key = pushQueries.settings().queryKey;
  return useMutation({
    mutationFn: (input: { Kind: PushKind; Enabled: boolean }) => apiFetch('/api/push/settings', { method: 'PUT', body: input }),
    onMutate: (input) => {
      const before = queryClient.getQueryData(key);
      if (before) {
        queryClient.setQueryData(key, {
          ...before,
          Kinds: before.Kinds.map((kind) => (kind.Kind === input.Kind ? { ...kind, Enabled: input.Enabled } : kind)),
        });
      }
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/api/push/subscriptions/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushQueries.settings().queryKey }),
  });
}
