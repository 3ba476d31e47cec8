/**
 * GET /api/orders/:id/case (store orders alike): the dispute dialog's read (spec 3 "Dispute record",
 * "Return case") for the order's buyer, its seller, or cases staff; anyone else, or an order without
 * a case, gets 404 CASE_NOT_FOUND. The thread oldest first (newest last), pictures as URLs, the
 * author's nickname and avatar ("Holo" for staff and system).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { caseMessages, images, members, orders, storeOrders } from '../../db/schema';
import { notFound } from '../../http/errors';
import { hasDesk } from '../../http/staff';
import type { CaseReply, CaseState, PlanResult } from '../../../src/domain/cases/case.schema';
import type { OrderKind } from '../../../src/domain/orders/order-finish';
import { carrierNames } from '../../../src/domain/shipping/shipping-rules';
import type { CarrierCode } from '../../../src/domain/shipping/shipping.schema';
import { uploadedImageUrl } from '../uploads/image-url';
import { findOrder } from '../orders/lock-order';
import { paymentOfOrder } from '../payments/payment-of-order';
import { PaymentStatus } from '../../../src/domain/payment/payment.schema';
import type { ServiceContext } from '../context';
import { caseOfOrder, viewOf, type CaseRow } from './case-store';

export const HOLO_NAME = 'Holo';

export async function getCase(ctx: Pick<ServiceContext, 'db' | 'clock'>, memberId: number, kind: OrderKind, orderId: number): Promise<CaseReply> {
  const row = await caseOfOrder(ctx.db, kind, orderId);
  if (!row) throw notFound('CASE_NOT_FOUND');
  const viewer =
    row.buyerMemberId === memberId ? 'buyer' : row.sellerMemberId === memberId ? 'seller' : (await hasDesk(ctx.db, memberId, 'cases')) ? 'staff' : null;
  if (!viewer) throw notFound('CASE_NOT_FOUND');
  return caseReplyOf(ctx.db, row, viewer, ctx.clock.now());
}

export async function caseReplyOf(db: Db | Tx, row: CaseRow, viewer: CaseReply['Viewer'], now: Date): Promise<CaseReply> {
  const kind = row.orderKind as OrderKind;
  const order = await findOrder(db, kind, row.orderId);
  if (!order) throw notFound('CASE_NOT_FOUND');
  const view = viewOf(row, kind, order.status, now);
  return {
    ID: row.id,
    OrderKind: kind,
    OrderId: row.orderId,
    OrderCode: await orderCodeOf(db, kind, row.orderId),
    State: row.state as CaseState,
    Reason: row.reason as CaseReply['Reason'],
    SRType: view.SRType,
    SRStatus: view.SRStatus,
    SRBtnType: view.SRBtnType,
    Viewer: viewer,
    EscalableAt: view.EscalableAt?.toISOString() ?? null,
    DueAt: row.dueAt?.toISOString() ?? null,
    objs: await threadOf(db, row.id),
    Plan: view.PlanSRResultStatus === null ? null : await planOf(db, row, view.PlanSRResultStatus),
  };
}

async function orderCodeOf(db: Db | Tx, kind: OrderKind, id: number): Promise<string> {
  const [row] =
    kind === 'order'
      ? await db.select({ code: orders.code }).from(orders).where(eq(orders.id, id))
      : await db.select({ code: storeOrders.code }).from(storeOrders).where(eq(storeOrders.id, id));
  return row?.code ?? '';
}

async function threadOf(db: Db | Tx, caseId: number): Promise<CaseReply['objs']> {
  const rows = await db
    .select({ message: caseMessages, nickname: members.nickname, avatar: members.headPortrait })
    .from(caseMessages)
    .innerJoin(members, eq(members.id, caseMessages.authorMemberId))
    .where(eq(caseMessages.caseId, caseId))
    .orderBy(asc(caseMessages.createdAt), asc(caseMessages.id));
  const imageIds = [...new Set(rows.flatMap((r) => r.message.imageIds))];
  const urls = new Map<number, string>();
  if (imageIds.length) {
    const stored = await db
      .select({ id: images.id, storageKey: images.storageKey, contentType: images.contentType })
      .from(images)
      .where(inArray(images.id, imageIds));
    for (const image of stored) urls.set(image.id, uploadedImageUrl(image.storageKey, image.contentType));
  }
  return rows.map(({ message, nickname, avatar }) => {
    const holo = message.role === 'staff' || message.role === 'system';
    return {
      ID: message.id,
      Title: message.body,
      Images: message.imageIds.map((id) => urls.get(id)).filter((url): url is string => url !== undefined),
      CreateDate: message.createdAt.toISOString(),
      SRUserID: holo ? 0 : message.authorMemberId,
      Role: message.role,
      SRUserName: holo ? HOLO_NAME : nickname,
      SRUserImage: holo ? '' : avatar,
    };
  });
}

/** The return case (spec 3 "Return case"): the decided refund by part and converted at the payment's rate, the return address and parcel. */
async function planOf(db: Db | Tx, row: CaseRow, status: number): Promise<PlanResult> {
  const item = row.refundItemCents ?? 0;
  const postage = row.refundPostageCents ?? 0;
  const feeTax = row.refundFeeTaxCents ?? 0;
  const total = item + postage + feeTax;
  // The order's own payment or the cart's shared one, at its rate, as refund-case.ts converts the refund.
  const paid = await paymentOfOrder(db, row.orderKind as OrderKind, row.orderId, [PaymentStatus.Paid, PaymentStatus.Refunded]);
  const currency = paid?.payment.currency ?? 'USD';
  const minor = paid ? paid.toPaidCurrency(total) : total;
  const address =
    row.returnConsignee === null
      ? null
      : {
          Consignee: row.returnConsignee,
          Mobile: row.returnMobile ?? '',
          Nation: row.returnNation ?? '',
          Provice: row.returnProvince ?? '',
          City: row.returnCity ?? '',
          ZipCode: row.returnZipCode ?? '',
          Address: row.returnAddress ?? '',
        };
  return {
    PlanSRResultStatus: status,
    IsReturn: row.returnConsignee !== null || status === 7 || status === 8,
    RefundMoney: item,
    RefundPostage: postage,
    ServiceAndTaxRefund: feeTax,
    RebackMoney: total,
    RebackCurrency: currency,
    RebackMinor: minor,
    SellMemberAddress: address,
    SendExpress: row.returnCarrierCode,
    SendExpressName: row.returnCarrierCode ? (carrierNames[row.returnCarrierCode as CarrierCode] ?? row.returnCarrierCode) : null,
    SendExpressCode: row.returnTrackingNumber,
  };
}
