/**
 * Whether two names of a store item's conditions are the same: trimmed, case aside. An item's live
 * conditions all differ by it (the seller site checks it before sending, the server when it writes).
 */
export const sameConditionName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
