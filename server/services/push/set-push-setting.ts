/** PUT /api/push/settings: switches one kind on or off for all the member's devices (idempotent). */
import type { ServiceContext } from '../context';
import { pushPreferences } from '../../db/schema';
import type { PushSettingInput, PushSettingsReply } from '../../../src/domain/push/push.schema';
import { getPushSettings } from './get-push-settings';

export async function setPushSetting(ctx: ServiceContext, memberId: number, input: PushSettingInput): Promise<PushSettingsReply> {
  await ctx.db
    .insert(pushPreferences)
    .values({ memberId, kind: input.Kind, enabled: input.Enabled })
    .onConflictDoUpdate({ target: [pushPreferences.memberId, pushPreferences.kind], set: { enabled: input.Enabled } });
  return getPushSettings(ctx, memberId);
}
