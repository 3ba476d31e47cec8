/**
 * Select-all and delete on the watch page. Selection is of the page shown: select-all takes every
 * item on it, and items that leave the page (another page, a filter, a delete) leave the selection.
 */
export type Selection = ReadonlySet<number>;

export function isAllSelected(selected: Selection, pageIds: readonly number[]): boolean {
  return pageIds.length > 0 && pageIds.every((id) => selected.has(id));
}

/** Selects every item on the page, or clears the page when all of it was selected already. */
export function toggleAll(selected: Selection, pageIds: readonly number[]): Selection {
  return isAllSelected(selected, pageIds) ? new Set() : new Set(pageIds);
}

export function toggleOne(selected: Selection, id: number): Selection {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Only what is still on the page; the same set when nothing changed (no re-render). */
export function keepOnPage(selected: Selection, pageIds: readonly number[]): Selection {
  const onPage = new Set(pageIds);
  const kept = [...selected].filter((id) => onPage.has(id));
  return kept.length === selected.size ? selected : new Set(kept);
}

/** The ids to delete, in page order (what the confirm counts and the request sends). */
export function selectedIds(selected: Selection, pageIds: readonly number[]): number[] {
  return pageIds.filter((id) => selected.has(id));
}
