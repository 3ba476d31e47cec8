/**
 * An item id as a page path carries it (/carddetails/{id}): a positive integer, or null for one
 * that cannot exist (not found without asking the server). The server reads landing pages' paths
 * with it too (server/http/landing-pages.ts).
 */
export function itemIdOf(segment: string | undefined): number | null {
  const id = Number(segment);
  return Number.isInteger(id) && id > 0 ? id : null;
}
