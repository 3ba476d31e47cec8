import { eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import type { ServiceContext } from '../context';
import type { LocationCode } from '../../../src/domain/account/locations';

/** Saves the location the member chose on the settings page (the body schema has checked the code). */
export async function setLocation({ db }: Pick<ServiceContext, 'db'>, memberId: number, code: LocationCode | string) {
  await db.update(members).set({ locationCode: code }).where(eq(members.id, memberId));
}
