/** API test fixtures for buyer-protection cases: pictures as the upload service stores them, a cases-desk staff member, an opened case. */
import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { images, staffDesks } from '../db/schema';
import type { OrderKind } from '../../src/domain/orders/order-finish';
import type { TestApp } from './test-app';
import { createTrader } from './trade-helpers';
import type { PaidOrder, Trader } from './shipped-order';

/** A picture row as the upload service writes it (the file itself is not needed to refer to it). */
export async function storedImage(t: TestApp, ownerMemberId: number, purpose = 'case'): Promise<number> {
  const [row] = await t.database.db
    .insert(images)
    .values({ ownerMemberId, purpose, storageKey: randomBytes(16).toString('hex'), contentType: 'image/jpeg', width: 800, height: 600, bytes: 50_000 })
    .returning({ id: images.id });
  return row!.id;
}

/** A member of the cases desk. */
export async function createStaff(t: TestApp): Promise<Trader> {
  const staff = await createTrader(t);
  await t.database.db.insert(staffDesks).values({ memberId: staff.memberId, desk: 'cases' });
  return staff;
}

export const orderPath = (order: { kind: OrderKind; id: number }) => `/api/${order.kind === 'order' ? 'orders' : 'store-orders'}/${order.id}`;

/** The buyer opens a case on the order (200), answering the case reply. */
export async function openCaseOk(order: PaidOrder, body: Record<string, unknown> = {}) {
  const opened = await order.buyer.client.post(`${orderPath(order)}/case`, { Reason: 'not_received', Title: 'It never came', ...body });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  return opened.body as { ID: number; State: string; SRType: number; SRStatus: number; SRBtnType: number; objs: { Images: string[] }[] };
}
