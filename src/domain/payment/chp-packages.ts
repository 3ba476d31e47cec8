/** CHP top-up packages (spec 2 "Charge package": ID, Money). 1 CHP = 1 USD. */
export interface ChargePackage {
  ID: number;
  /** USD cents credited as CHP. */
  Money: number;
}

export const CHARGE_PACKAGES: readonly ChargePackage[] = [
  { ID: 1, Money: 1_000 },
  { ID: 2, Money: 2_000 },
  { ID: 3, Money: 5_000 },
  { ID: 4, Money: 10_000 },
  { ID: 5, Money: 20_000 },
  { ID: 6, Money: 50_000 },
];

export function chargePackage(id: number): ChargePackage | undefined {
  return CHARGE_PACKAGES.find((p) => p.ID === id);
}
