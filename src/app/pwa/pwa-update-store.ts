/** Whether a new service worker is installed and waiting for the user to reload into it. */
import { proxy } from 'valtio';

export const pwaUpdate = proxy<{ waiting: boolean; apply: (() => void) | null }>({ waiting: false, apply: null });
