/** Tax refund applications as the spec's rows (OrderList, Proves), for the member's list, the detail and the tax desk. */
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { taxRefundApplications} from '../../db/schema';
import { images, taxRefundOrders, taxRefundProofs } from '../../db/schema';
import type { TaxRefundApplication } from '../../../src/domain/tax-refunds/tax-refund.schema';
import { uploadedImageUrl } from '../uploads/image-url';
import { documentUrl } from '../uploads/store-document';
import { orderListRow, taxOrdersByIds, type TaxOrderKind } from './tax-order-rows';

export type ApplicationRow = typeof taxRefundApplications.$inferSelect;

export async function applicationViews(db: Db | Tx, rows: readonly ApplicationRow[]): Promise<TaxRefundApplication[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [claims, proofs] = await Promise.all([
    db.select().from(taxRefundOrders).where(inArray(taxRefundOrders.applicationId, ids)),
    db
      .select({ applicationId: taxRefundProofs.applicationId, kind: taxRefundProofs.kind, imageId: taxRefundProofs.imageId, documentId: taxRefundProofs.documentId, storageKey: images.storageKey, contentType: images.contentType })
      .from(taxRefundProofs)
      .leftJoin(images, eq(images.id, taxRefundProofs.imageId))
      .where(inArray(taxRefundProofs.applicationId, ids)),
  ]);
  const ordersOf = async (kind: TaxOrderKind) => taxOrdersByIds(db, kind, [...new Set(claims.filter((c) => c.orderKind === kind).map((c) => c.orderId))]);
  const [marketplace, warehouse] = await Promise.all([ordersOf('order'), ordersOf('warehouse_order')]);
  const orderOf = new Map([...marketplace, ...warehouse].map((o) => [`${o.Kind}:${o.Id}`, o]));
  return rows.map((row) => ({
    Id: row.id,
    CreateDate: row.createdAt.toISOString(),
    RefundTaxState: row.state,
    BusinessType: row.businessType,
    RealName: row.realName,
    CompanyName: row.companyName,
    Note: row.note,
    ForecastDrawBackAmount: row.forecastCents,
    RealDrawBackAmount: row.realCents,
    Remarks: row.remarks,
    DueDate: row.dueAt.toISOString(),
    OrderList: claims
      .filter((c) => c.applicationId === row.id)
      .flatMap((c) => {
        const order = orderOf.get(`${c.orderKind}:${c.orderId}`);
        // The tax claimed is the one recorded with the claim.
        return order ? [{ ...orderListRow(order), TaxPriceUsd: c.taxCents }] : [];
      }),
    Proves: proofs
      .filter((p) => p.applicationId === row.id)
      .map((p) =>
        p.kind === 1 && p.storageKey && p.contentType ? { Type: 1 as const, Url: uploadedImageUrl(p.storageKey, p.contentType) } : { Type: 2 as const, Url: documentUrl(p.documentId ?? 0) },
      ),
  }));
}
