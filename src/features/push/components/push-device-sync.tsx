import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../../lib/session/session-store';
import { syncPushDevice } from '../push-device';

/** Stores this device's subscription for whoever is signed in (after a restart, or another member signing in). */
export function PushDeviceSync() {
  const memberId = useSnapshot(session).user?.Id ?? null;
  useEffect(() => {
    if (memberId !== null) void syncPushDevice().catch(() => undefined);
  }, [memberId]);
  return null;
}
