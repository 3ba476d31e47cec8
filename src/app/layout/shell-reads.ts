import type { FetchQueryOptions } from '@tanstack/react-query';
import { categoryTreeOptions } from '../../features/catalog';
import { appConfigQuery } from '../../lib/app-config/app-config-query';
import { currentUserQuery } from '../../lib/session/current-user-query';

/**
 * The reads the layout shows around every page: the member (the header's account menu, the bid
 * panel's leading state), the header's category menu and the sell link's settings. Start-up
 * fetches them with the page's own, so none re-renders the header after the first render. The
 * member is asked at every start, however fresh the device's copy: the session may have ended
 * meanwhile, and the answer (or its failure) is how a start finds out the server is unreachable.
 */
export const shellReads = (): FetchQueryOptions[] =>
  [{ ...currentUserQuery, staleTime: 0 }, appConfigQuery, categoryTreeOptions()] as FetchQueryOptions[];
