/**
 * Purposes only a staff desk uploads for: banner and promotion pictures are shown to every visitor,
 * so only the content desk may upload one (403, as every other desk route refuses). Asked when the ticket is
 * made and again when it is used, so a desk taken away within the ticket's 90 minutes counts.
 */
import type { Db, Tx } from '../../db/client';
import { forbidden } from '../../http/errors';
import { hasDesk, type StaffDesk } from '../../http/staff';
import type { UploadPurpose } from './owned-images';

const DESK_OF_PURPOSE: Partial<Record<UploadPurpose, StaffDesk>> = { banner: 'content', promotion: 'content' };

export async function requireUploadDesk(db: Db | Tx, memberId: number, purpose: UploadPurpose): Promise<void> {
  const desk = DESK_OF_PURPOSE[purpose];
  if (desk && !(await hasDesk(db, memberId, desk))) throw forbidden();
}
