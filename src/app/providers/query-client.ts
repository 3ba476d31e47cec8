import { createQueryClient } from '../../lib/query/query-client';

/** The app's one QueryClient; the 401 handler and the providers share it. */
export const queryClient = createQueryClient();
