/**
 * Loads the reference data into a database that has none (every start), and the demo data into
 * one that has no members yet (when asked), in one transaction. An advisory lock keeps two servers
 * starting together on one PostgreSQL from both seeding.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../client';
import * as schema from '../schema';
import { hashPassword } from '../../services/accounts/password-hash';
import { buildDemoData, type DemoData } from './build-demo-data';
import { buildReferenceData, type ReferenceData } from './build-reference-data';
import { loadCatalogNames } from './card-conditions';
import { DEMO_PASSWORD } from './demo-accounts';
import { insertInBatches } from './insert-in-batches';
import { agencyRows } from './agencies';
import { weightBandRows } from './weight-bands';
import { serviceFeeRateRows } from './service-fee-rates';
import { insertDemoConversation } from './demo-conversation';
import { loadLegalTexts } from './legal/load-legal-texts';

const SEED_LOCK = 72_616_001;

/** Tables whose ids the seed assigns; their sequences are moved past the seeded ids. */
const tablesWithSerialIds = [
  'categories', 'properties', 'property_values', 'manufacturers', 'members', 'addresses', 'stores',
  'commodities', 'commodity_conditions', 'bids', 'chp_ledger', 'banners', 'coupons', 'member_coupons',
  'agencies', 'service_fee_rates', 'orders', 'store_orders', 'shipments', 'images', 'tax_refund_applications', 'warehouse_orders',
  'activities', 'activity_gifts',
];

export interface SeedOptions {
  /** The seeding time: live auctions end after it, ended ones before. Defaults to now. */
  now?: Date;
}

type Logger = Pick<FastifyBaseLogger, 'info'>;

export interface SeedResult {
  reference: boolean;
  demo: boolean;
}

export async function seedDatabase(db: Db, log: Logger, options: SeedOptions & { demo: boolean }): Promise<SeedResult> {
  const started = performance.now();
  const now = new Date(Math.floor((options.now ?? new Date()).getTime() / 60_000) * 60_000);
  const demo = options.demo ? buildDemoData(now, await hashPassword(DEMO_PASSWORD)) : undefined;
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const reference = (await countRows(tx, schema.categories)) === 0;
    if (reference) await insertReferenceData(tx, buildReferenceData(now));
    // Added after the first databases were seeded: loaded into those too, once.
    const feesAndAgencies = (await countRows(tx, schema.agencies)) === 0;
    if (feesAndAgencies) await insertFeesAndAgencies(tx);
    // The warehouse's fee table (issue 31), likewise once into databases seeded before it.
    if ((await countRows(tx, schema.weightBands)) === 0) await insertInBatches(tx, schema.weightBands, weightBandRows());
    // Raw-card conditions and the tree's ja/ko names (issue 32), likewise once.
    await loadCatalogNames(tx);
    // The legal texts: every start, each key+language+version once (idempotent on its own).
    await loadLegalTexts(tx);
    const needsDemo = demo !== undefined && (await countRows(tx, schema.members)) === 0;
    if (needsDemo) await insertDemoData(tx, demo);
    if (needsDemo) await insertDemoConversation(tx, demo, now);
    if (reference || feesAndAgencies || needsDemo) await moveSequencesPastSeededIds(tx);
    return { reference, demo: needsDemo };
  });
  if (result.demo && demo) {
    const ms = Math.round(performance.now() - started);
    log.info({ ms, listings: demo.commodities.length, bids: demo.bids.length, members: demo.members.length }, 'demo data seeded');
  } else if (result.reference) {
    log.info('reference data loaded');
  }
  return result;
}

/** The demo data (and the reference data it builds on) into an empty database; false if it had members. */
export async function seedDemoDataIfEmpty(db: Db, log: Logger, options: SeedOptions = {}): Promise<boolean> {
  return (await seedDatabase(db, log, { ...options, demo: true })).demo;
}

async function countRows(tx: Tx, table: typeof schema.members | typeof schema.categories | typeof schema.agencies | typeof schema.weightBands) {
  const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(table);
  return row?.count ?? 0;
}

async function insertReferenceData(tx: Tx, data: ReferenceData) {
  await insertInBatches(tx, schema.areas, data.areas);
  await insertInBatches(tx, schema.usStates, data.usStates);
  await insertInBatches(tx, schema.exchangeRates, data.exchangeRates);
  await insertInBatches(tx, schema.categories, data.categories);
  await insertInBatches(tx, schema.properties, data.properties);
  await insertInBatches(tx, schema.propertyValues, data.propertyValues);
  await insertInBatches(tx, schema.categoryProperties, data.categoryProperties);
  await insertInBatches(tx, schema.manufacturers, data.manufacturers);
  await insertInBatches(tx, schema.coupons, data.coupons);
}

async function insertFeesAndAgencies(tx: Tx) {
  await insertInBatches(tx, schema.agencies, agencyRows());
  await insertInBatches(tx, schema.serviceFeeRates, serviceFeeRateRows());
}

async function insertDemoData(tx: Tx, data: DemoData) {
  await insertInBatches(tx, schema.members, data.members);
  await insertInBatches(tx, schema.addresses, data.addresses);
  await insertInBatches(tx, schema.stores, data.stores);
  await insertInBatches(tx, schema.commodities, data.commodities, 500);
  await insertInBatches(tx, schema.commodityConditions, data.commodityConditions);
  await insertInBatches(tx, schema.bids, data.bids);
  await insertInBatches(tx, schema.watches, data.watches);
  await insertInBatches(tx, schema.followedSellers, data.followedSellers);
  await insertInBatches(tx, schema.chpLedger, data.chpLedger);
  await insertInBatches(tx, schema.banners, data.banners);
  await insertInBatches(tx, schema.coupons, data.coupons);
  await insertInBatches(tx, schema.memberCoupons, data.memberCoupons);
  await insertInBatches(tx, schema.staffDesks, data.staffDesks);
  await insertInBatches(tx, schema.orders, data.sales.orders);
  await insertInBatches(tx, schema.storeOrders, data.sales.storeOrders);
  await insertInBatches(tx, schema.storeOrderLines, data.sales.storeOrderLines);
  await insertInBatches(tx, schema.payments, data.sales.payments);
  await insertInBatches(tx, schema.shipments, data.sales.shipments);
  await insertInBatches(tx, schema.trackingEvents, data.sales.trackingEvents);
  await insertInBatches(tx, schema.feedback, data.sales.feedback);
  await insertInBatches(tx, schema.ledgerEntries, data.sales.ledger);
  await insertInBatches(tx, schema.images, data.sales.warehouse.images);
  await insertInBatches(tx, schema.warehouseItems, data.sales.warehouse.warehouseItems);
  await insertInBatches(tx, schema.warehouseOrders, data.sales.forwarding.warehouseOrders);
  await insertInBatches(tx, schema.warehouseItems, data.sales.forwarding.warehouseItems);
  await insertInBatches(tx, schema.images, data.taxRefunds.images);
  await insertInBatches(tx, schema.taxRefundApplications, data.taxRefunds.applications);
  await insertInBatches(tx, schema.taxRefundOrders, data.taxRefunds.claims);
  await insertInBatches(tx, schema.taxRefundProofs, data.taxRefunds.proofs);
  await insertInBatches(tx, schema.chpLedger, data.taxRefunds.chpCredits);
  await insertInBatches(tx, schema.activities, data.promotions.activities);
  await insertInBatches(tx, schema.activityGifts, data.promotions.activityGifts);
}

async function moveSequencesPastSeededIds(tx: Tx) {
  for (const table of tablesWithSerialIds) {
    await tx.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce(max(id), 0) + 1, false) from "${table}"`),
    );
  }
}
