/**
 * US state sales tax on an order (spec 2 section 9: price times the state's TaxPercent / 100, at
 * 2 decimals). The base is the item plus postage plus buyer premium. Rounded half up to the cent.
 */
export function stateTaxCents(baseCents: number, taxPercent: number): number {
  return Math.round((baseCents * taxPercent) / 100);
}
