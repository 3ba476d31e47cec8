/** A carrier code as people read it (spec 3 "Carrier": UPS, DHL, FEDEX, SF). */
const NAMES: Record<string, string> = { UPS: 'UPS', DHL: 'DHL', FEDEX: 'FedEx', SF: 'SF Express' };

export function carrierName(code: string): string {
  return NAMES[code] ?? code;
}
