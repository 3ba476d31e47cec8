import { createQueryClient } from '../../lib/query/query-client';

/** The seller site's one QueryClient (no device cache: a seller's figures are read fresh). */
export const sellerQueryClient = createQueryClient();
