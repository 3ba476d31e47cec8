/**
 * Which carriers a seller may ship with (spec 3 section 9: UPS, DHL, FedEx; SF Express only for
 * Greater China), their names, and how a carrier's events move a parcel's trace State.
 */
import { agencyRegionOf } from '../agency/agency';
import { carrierCodes, TraceState, type Carrier, type CarrierCode } from './shipping.schema';

export const carrierNames: Record<CarrierCode, string> = { UPS: 'UPS', DHL: 'DHL Express', FEDEX: 'FedEx', SF: 'SF Express' };

/** SF Express ships only from MO, HK, TW (TWN) and CN; the others from anywhere. */
export function carrierShipsFrom(code: CarrierCode, area: string): boolean {
  return code !== 'SF' || agencyRegionOf(area) !== null;
}

/** The carriers of the ship dialog for a seller in `area`; without an area, every carrier Holo knows. */
export function carriersFrom(area: string | undefined): Carrier[] {
  return carrierCodes
    .filter((code) => area === undefined || carrierShipsFrom(code, area))
    .map((code) => ({ ShipperCode: code, ShipperName: carrierNames[code] }));
}

/** What a carrier says happened to a parcel, in the order they happen. */
export const carrierEventStatuses = ['accepted', 'in_transit', 'out_for_delivery', 'delivered'] as const;
export type CarrierEventStatus = (typeof carrierEventStatuses)[number];

/** The stored event's state (tracking_events.state): 1 accepted, 2 in transit, 4 out for delivery, 3 delivered. */
export const eventStateOf: Record<CarrierEventStatus, number> = { accepted: 1, in_transit: 2, out_for_delivery: 4, delivered: 3 };

/** The trace State an event moves the parcel to (spec 3 "Logistics trace"): out for delivery is still in transit. */
export const traceStateOf: Record<CarrierEventStatus, number> = {
  accepted: TraceState.Accepted,
  in_transit: TraceState.InTransit,
  out_for_delivery: TraceState.InTransit,
  delivered: TraceState.Delivered,
};
