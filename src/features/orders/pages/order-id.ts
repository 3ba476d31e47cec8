/** A route's order id: a positive int4, or null (the page then shows "not found" without asking). */
export function readOrderId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
