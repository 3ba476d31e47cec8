import { useParams } from 'react-router-dom';
import { itemIdOf } from '../../../domain/bidding/item-id';

/** The route's :id (itemIdOf): null for an id that cannot exist. */
export function useItemId(): number | null {
  return itemIdOf(useParams().id);
}
