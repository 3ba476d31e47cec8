/**
 * Tells a member's open sockets on this node that their notifications changed, so the header badge
 * reads /api/notifications/counts again. Hub target `noticesChanged`, no arguments (an addition to
 * signalr-protocol.md's server → client messages, sent to a signed-in member's own sockets only).
 * Events come from NOTICE_CHANNEL (write-notification.ts): PostgreSQL delivers them on commit, so
 * a rolled-back notification is never announced. A burst collapses: at most one message per member
 * per gap, the first at once and one more at the gap's end when others came meanwhile.
 */
import { invocationFrame } from './hub-protocol';
import type { CommodityHub } from './commodity-hub';

export const HUB_NOTICES_TARGET = 'noticesChanged';

const frame = Buffer.from(invocationFrame(HUB_NOTICES_TARGET, []));

interface Logger {
  warn(object: object, message: string): void;
}

interface Window {
  timer: NodeJS.Timeout;
  /** Another notice came while the window was open: send once more when it closes. */
  dirty: boolean;
}

export class NoticeFanOut {
  private readonly windows = new Map<number, Window>();
  private closed = false;

  constructor(
    private readonly hub: Pick<CommodityHub, 'socketsOf' | 'connectedMembers'>,
    private readonly log: Logger,
    private readonly minGapMs = 250,
  ) {}

  /** A NOTIFY payload from NOTICE_CHANNEL: the member id as text. */
  onNotification(payload: string): void {
    const memberId = Number(payload);
    if (!Number.isSafeInteger(memberId) || memberId <= 0) {
      this.log.warn({ payload }, 'hub: ignoring a malformed notice event');
      return;
    }
    this.announce(memberId);
  }

  /** After missed notifications (the listening connection dropped): every member here reads again. */
  resync(): void {
    for (const memberId of this.hub.connectedMembers()) this.announce(memberId);
  }

  close(): void {
    this.closed = true;
    for (const window of this.windows.values()) clearTimeout(window.timer);
    this.windows.clear();
  }

  private announce(memberId: number) {
    if (this.closed || !this.hub.socketsOf(memberId)?.size) return;
    const window = this.windows.get(memberId);
    if (window) {
      window.dirty = true;
      return;
    }
    this.send(memberId);
  }

  private send(memberId: number) {
    for (const client of this.hub.socketsOf(memberId) ?? []) if (client.handshaken) client.send(frame);
    const timer = setTimeout(() => {
      const dirty = this.windows.get(memberId)?.dirty;
      this.windows.delete(memberId);
      if (dirty && !this.closed && this.hub.socketsOf(memberId)?.size) this.send(memberId);
    }, this.minGapMs);
    timer.unref();
    this.windows.set(memberId, { timer, dirty: false });
  }
}
