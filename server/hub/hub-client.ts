/** One live connection to the commodity hub: its socket, its member (or null) and its groups. */
import { WebSocket } from 'ws';
import { hubFramesSent } from '../metrics/metrics';

/** A client that lets this much pile up unread is too slow to follow the auction: it is dropped. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export class HubClient {
  readonly groups = new Set<number>();
  handshaken = false;
  lastHeardMs = Date.now();

  constructor(
    readonly connectionId: string,
    readonly memberId: number | null,
    readonly socket: WebSocket,
    /** The upgrade request's id (x-request-id): the socket's log lines carry it. */
    readonly requestId: string,
  ) {}

  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  /**
   * A text message. Given as UTF-8 bytes when many sockets get the same message (the fan-out): the
   * string is then encoded once rather than once per socket.
   */
  send(message: string | Buffer): void {
    if (!this.open) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.terminate();
      return;
    }
    this.socket.send(message, { binary: false });
    hubFramesSent.inc();
  }
}
