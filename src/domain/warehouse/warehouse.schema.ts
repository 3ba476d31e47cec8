/**
 * The member's warehouse calls (spec 3 section 7 "Warehouse"; /api/warehouse/...): what crosses
 * the wire, PascalCase as the spec. Money in USD cents, weights in grams, times ISO.
 */
import { z } from 'zod/mini';
import { recordId, recordIdParam } from '../ids/record-id';
import {
  CARRIERS,
  DECLARANT_ID_MAX,
  DECLARANT_NAME_MAX,
  MAX_DECLARED_COUNT,
  MAX_DECLARED_UNIT_CENTS,
  WAREHOUSE_PAGE_SIZE,
} from './warehouse-rules';

const pageIndex = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1);
const pageSize = (max: number) => z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)), max);
const title = z._default(z.string().check(z.trim(), z.maxLength(100)), '');
const region = z.string().check(z.regex(/^[A-Z]{2}$/, { error: 'AREA_CODE_INVALID' }));

export const warehouseItemsQuery = z.object({ AgencyId: recordIdParam, Title: title, PageIndex: pageIndex, PageSize: pageSize(WAREHOUSE_PAGE_SIZE) });
export type WarehouseItemsQuery = z.output<typeof warehouseItemsQuery>;
export const warehouseOrdersQuery = z.object({
  OrderStatus: z.pipe(z.coerce.number(), z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], { error: 'WAREHOUSE_TAB_INVALID' })),
  Title: title,
  PageIndex: pageIndex,
  PageSize: pageSize(WAREHOUSE_PAGE_SIZE),
});
export type WarehouseOrdersQuery = z.output<typeof warehouseOrdersQuery>;
export const weightBandsQuery = z.object({ AgencyId: recordIdParam, Region: region });
export const warehouseOrderParams = z.object({ id: recordIdParam });

/** The six tab counts (spec "Warehouse count"; the spec's spellings). */
export const warehouseCounts = z.object({
  InWareHouse: z.int(),
  ToBeWright: z.int(),
  Unpaid: z.int(),
  Shipping: z.int(),
  Shipped: z.int(),
  ShippComplete: z.int(),
});
export type WarehouseCounts = z.infer<typeof warehouseCounts>;

/** An agency with how many of the member's items wait there (spec "Get all agency, variant"). */
export const warehouseAgency = z.object({ Id: z.int(), AreaId: z.string(), Nation: z.string(), City: z.string(), Count: z.int() });
export const warehouseAgenciesReply = z.object({ data: z.array(warehouseAgency), MemberSource: z.string() });
export type WarehouseAgenciesReply = z.infer<typeof warehouseAgenciesReply>;

/** A card in the item warehouse (spec "Warehouse item"). */
export const warehouseStock = z.object({
  Id: z.int(),
  OrderId: z.int(),
  AgencyId: z.int(),
  Title: z.string(),
  TitImg: z.string(),
  QuantitySold: z.int(),
  /** What the member paid for it (platform pay). */
  Price: z.int(),
  /** The estimated state tax; null when none is shown (members outside the US). */
  TaxPrice: z.nullable(z.int()),
  WarehouseDay: z.int(),
  /** 'ok' green, 'late' red (20 days or more), 'overdue' past the 30 days of storage. */
  StorageState: z.enum(['ok', 'late', 'overdue']),
  WarehouseTime: z.string(),
  AcceptTime: z.string(),
});
export type WarehouseStock = z.infer<typeof warehouseStock>;
export const warehouseItemsReply = z.object({ data: z.array(warehouseStock), Count: z.int() });
export type WarehouseItemsReply = z.infer<typeof warehouseItemsReply>;

export const weightBand = z.object({ MinWeight: z.int(), MaxWeight: z.int(), WeightFeeUSD: z.int() });
export const weightBandsReply = z.object({ data: z.array(weightBand), Regions: z.array(z.string()) });
export type WeightBandsReply = z.infer<typeof weightBandsReply>;

export const warehouseAddress = z.object({
  Consignee: z.string(),
  Nation: z.string(),
  Provice: z.string(),
  City: z.string(),
  ZipCode: z.string(),
  Mobile: z.string(),
  AddressDetail: z.string(),
});

export const warehouseOrderDetail = z.object({ Id: z.int(), OrderId: z.int(), Title: z.string(), TitImg: z.string(), QuantitySold: z.int(), Price: z.int() });

/** The logistics steps of the detail: shipped → in transit → delivered, each with when (null: not yet). */
export const logisticsStep = z.object({ Step: z.enum(['shipped', 'in_transit', 'delivered']), Time: z.nullable(z.string()) });

/** A forwarding order (spec "Warehouse order"). */
export const warehouseOrder = z.object({
  Id: z.int(),
  OrderNo: z.string(),
  Status: z.int(),
  AgencyId: z.int(),
  AreaId: z.string(),
  CreateDate: z.string(),
  Count: z.int(),
  Weight: z.nullable(z.int()),
  RealPostageMoney: z.nullable(z.int()),
  RealTaxPrice: z.nullable(z.int()),
  RealOrderPrice: z.nullable(z.int()),
  /** The carrier the member asked for. */
  ExpressName: z.string(),
  /** The carrier and tracking number it shipped with (set when shipped). */
  SecondExpressName: z.nullable(z.string()),
  SecondExpressCode: z.nullable(z.string()),
  IsPay: z.boolean(),
  PayDate: z.nullable(z.string()),
  SendDate: z.nullable(z.string()),
  CompleteDate: z.nullable(z.string()),
  Address: warehouseAddress,
  OrderDetails: z.array(warehouseOrderDetail),
});
export type WarehouseOrder = z.infer<typeof warehouseOrder>;
export const warehouseOrdersReply = z.object({ data: z.array(warehouseOrder), Count: z.int() });
export type WarehouseOrdersReply = z.infer<typeof warehouseOrdersReply>;

export const warehouseOrderFull = z.extend(warehouseOrder, {
  CustomDetail: z.string(),
  CustomCommodityCount: z.int(),
  CustomCommodityPrice: z.int(),
  Name: z.nullable(z.string()),
  IDNumber: z.nullable(z.string()),
  Logistics: z.array(logisticsStep),
});
export type WarehouseOrderFull = z.infer<typeof warehouseOrderFull>;

/**
 * POST /api/warehouse/orders: send items of one agency for weighing with the customs declaration.
 * The unit price in cents (the form turns the typed dollars into cents); the carrier and
 * declarant rules that depend on the regions are checked by the service.
 */
export const submitWarehouseOrderBody = z.object({
  AgencyId: recordId,
  ItemIds: z.array(recordId).check(z.minLength(1, { error: 'WAREHOUSE_ITEMS_REQUIRED' }), z.maxLength(WAREHOUSE_PAGE_SIZE, { error: 'WAREHOUSE_ITEMS_REQUIRED' })),
  CustomCommodityCount: z.int({ error: 'WAREHOUSE_DECLARED_COUNT_INVALID' }).check(
    z.minimum(1, { error: 'WAREHOUSE_DECLARED_COUNT_INVALID' }),
    z.maximum(MAX_DECLARED_COUNT, { error: 'WAREHOUSE_DECLARED_COUNT_INVALID' }),
  ),
  CustomCommodityPrice: z.int({ error: 'WAREHOUSE_DECLARED_PRICE_INVALID' }).check(
    z.positive({ error: 'WAREHOUSE_DECLARED_PRICE_INVALID' }),
    z.maximum(MAX_DECLARED_UNIT_CENTS, { error: 'WAREHOUSE_DECLARED_PRICE_INVALID' }),
  ),
  SpecifyExpressName: z.enum(CARRIERS, { error: 'WAREHOUSE_CARRIER_INVALID' }),
  Name: z._default(z.string().check(z.trim(), z.maxLength(DECLARANT_NAME_MAX, { error: 'WAREHOUSE_DECLARANT_REQUIRED' })), ''),
  IDNumber: z._default(z.string().check(z.trim(), z.maxLength(DECLARANT_ID_MAX, { error: 'WAREHOUSE_DECLARANT_REQUIRED' })), ''),
  AddressId: z.union([recordId], { error: 'WAREHOUSE_ADDRESS_NOT_FOUND' }),
});
export type SubmitWarehouseOrderBody = z.output<typeof submitWarehouseOrderBody>;
export type SubmitWarehouseOrderInput = z.input<typeof submitWarehouseOrderBody>;
