/** GET /api/me/transfer-addresses (spec 2 "GET member transfer addresses: Country, PageIndex, PageSize 10"): newest first. */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transferAddresses } from '../../db/schema';
import { TRANSFER_ADDRESS_PAGE_SIZE, type TransferAddressList } from '../../../src/domain/address/transfer-address.schema';
import { toTransferAddress } from './transfer-address-rows';

export async function listTransferAddresses(db: Db, memberId: number, query: { country?: string; page: number }): Promise<TransferAddressList> {
  const filters: SQL[] = [eq(transferAddresses.memberId, memberId)];
  if (query.country) filters.push(eq(transferAddresses.country, query.country));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(transferAddresses)
      .where(where)
      .orderBy(desc(transferAddresses.createdAt), desc(transferAddresses.id))
      .limit(TRANSFER_ADDRESS_PAGE_SIZE)
      .offset((query.page - 1) * TRANSFER_ADDRESS_PAGE_SIZE),
    db.select({ n: count() }).from(transferAddresses).where(where),
  ]);
  return { Data: rows.map(toTransferAddress), Count: total?.n ?? 0 };
}
