import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestCodeReply } from '../../../domain/account/account.schema';
import type { AvatarBody, ChangeEmailBody, ChangePasswordBody, EmailCodeBody, LocationBody } from '../../../domain/account/account-settings.schema';
import { currentUser, type CurrentUser } from '../../../domain/account/current-user.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { currentUserKey } from '../../../lib/session/current-user-query';

/** Each change answers the updated member: the header and every page show it at once. */
function useMemberUpdate<T>(mutationFn: (body: T) => Promise<CurrentUser>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (user) => queryClient.setQueryData(currentUserKey, user) });
}

export const useSetLocation = () =>
  useMemberUpdate((body: LocationBody) => apiFetch('/api/me/location', { method: 'PUT', body, schema: currentUser }));

export const useSetAvatar = () =>
  useMemberUpdate((body: AvatarBody) => apiFetch('/api/me/avatar', { method: 'POST', body, schema: currentUser }));

export const useChangeEmail = () =>
  useMemberUpdate((body: ChangeEmailBody) => apiFetch('/api/me/email', { method: 'POST', body, schema: currentUser }));

/** POST /api/me/email/code: a code to the new address (after the human check). */
export function requestEmailCode(body: EmailCodeBody) {
  return apiFetch('/api/me/email/code', { method: 'POST', body, schema: requestCodeReply });
}

/** POST /api/me/password: on success every session of the member has ended (this one too). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => apiFetch('/api/me/password', { method: 'POST', body }),
  });
}
