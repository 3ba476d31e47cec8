import { proxy } from 'valtio';

/** How many queued actions wait for the connection (the offline banner says so). */
export const actionQueueState = proxy({ waiting: 0 });
