import { useParams } from 'react-router-dom';

/** The route's :id; an id that cannot exist is null (not found without asking the server). */
export function useItemId(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
}
