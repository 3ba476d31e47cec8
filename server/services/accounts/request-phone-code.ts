import type { ServiceContext } from '../context';
import { assertHasNoPhone, newPhoneDestination } from './new-phone';
import { memberNoticeText } from '../../i18n/member-notice-text';
import { requestCode } from './request-code';

export interface PhoneCodeRequest {
  country: string;
  telPhone: string;
  humanTicket: string;
  remoteIp: string;
}

/** Sends the code that proves a signed-in member holds the phone they are adding. */
export async function requestPhoneCode(ctx: ServiceContext, memberId: number, input: PhoneCodeRequest) {
  const destination = newPhoneDestination(input.country, input.telPhone);
  await assertHasNoPhone(ctx.db, memberId);
  const { language } = await memberNoticeText(ctx.db, memberId);
  return requestCode(ctx, { purpose: 'add-phone', destination, humanTicket: input.humanTicket, remoteIp: input.remoteIp, language });
}
