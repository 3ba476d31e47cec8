/** A record id from the address (?item=12, /conversation/12), or null when it is not one. */
export function readPositiveId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
