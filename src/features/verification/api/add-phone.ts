import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestCodeReply } from '../../../domain/account/account.schema';
import { currentUser } from '../../../domain/account/current-user.schema';
import type { AddPhoneBody, PhoneCodeBody } from '../../../domain/account/verification.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { currentUserKey } from '../../../lib/session/current-user-query';

/** POST /api/me/phone/code: a code to the phone being added (after the human check). */
export function requestPhoneCode(body: PhoneCodeBody) {
  return apiFetch('/api/me/phone/code', { method: 'POST', body, schema: requestCodeReply });
}

/** POST /api/me/phone: adds the phone with its code; the reply is the updated member. */
export function addPhone(body: AddPhoneBody) {
  return apiFetch('/api/me/phone', { method: 'POST', body, schema: currentUser });
}

export function useAddPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPhone,
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}
