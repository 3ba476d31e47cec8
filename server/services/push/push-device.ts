/** A subscription row as the settings page lists it. */
import type { PushDevice } from '../../../src/domain/push/push.schema';

export function pushDeviceOf(row: { id: number; device: string; createdAt: Date; endpoint: string }): PushDevice {
  return { Id: row.id, Device: row.device, CreatedAt: row.createdAt.toISOString(), Endpoint: row.endpoint };
}
