/**
 * Installing Holo. Chromium fires `beforeinstallprompt` when the app can be installed; the event is
 * kept so the install entry can show the browser's own prompt after a tap. iOS Safari has no such
 * event: there the entry explains Share, then Add to Home Screen. Installed (standalone), no entry.
 */
import { proxy } from 'valtio';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallWay = 'prompt' | 'ios' | null;

export const installState = proxy<{ way: InstallWay }>({ way: null });
let deferred: InstallPromptEvent | null = null;

const standalone = () =>
  window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iPhone and iPad Safari (iPadOS reports itself as a Mac with touch). */
const iosSafari = () => {
  const agent = navigator.userAgent;
  const ios = /iPhone|iPad|iPod/.test(agent) || (agent.includes('Macintosh') && navigator.maxTouchPoints > 1);
  return ios && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS/.test(agent);
};

/** Call once at start-up, before the browser fires its event. */
export function watchInstallability() {
  if (standalone()) return;
  if (iosSafari()) installState.way = 'ios';
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    installState.way = 'prompt';
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installState.way = null;
  });
}

/** Shows the browser's install prompt; true when the member installed. */
export async function promptInstall(): Promise<boolean> {
  if (!deferred) return false;
  const event = deferred;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  // A prompt is used once; the browser fires a new event if it may ask again.
  installState.way = null;
  return outcome === 'accepted';
}
