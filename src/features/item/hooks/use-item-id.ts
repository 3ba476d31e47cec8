import { useParams } from 'react-router-dom';

/** An item id from the route: one that cannot exist is null (not found without asking the server). */
export function itemIdOf(segment: string | undefined): number | null {
  const id = Number(segment);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The route's :id (itemIdOf). */
export function useItemId(): number | null {
  return itemIdOf(useParams().id);
}
