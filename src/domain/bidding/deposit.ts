/** The CHP deposit before a first bid (DESIGN.md section 5). 1 CHP = 1 USD. */

/** Default DepositNum: 10% of the starting price, rounded up to a whole CHP, at least 1. */
export function defaultDepositNum(startCents: number): number {
  return Math.max(1, Math.ceil(startCents / 1000));
}

export function chpToCents(chp: number): number {
  return chp * 100;
}
