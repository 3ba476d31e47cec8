/**
 * The commodity hub (DESIGN.md section 4, signalr-protocol.md): negotiate reservations, WebSocket
 * connections speaking the SignalR JSON hub protocol, and the groups of sockets per commodity. State
 * is this node's only; other nodes hear the same bid events through Postgres NOTIFY (bid-fanout.ts).
 * A connection token is signed (hub-connection-token.ts), so a load balancer without stickiness may
 * send the negotiate to one node and the WebSocket to another; each node refuses a second socket on a
 * token it already opened (409), which is all a node alone can know.
 * Each client's messages are handled one after another, so Join then Leave cannot swap.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { HubClient } from './hub-client';
import { openConnectionToken, signConnectionToken } from './hub-connection-token';
import { closeFrame, pingFrame } from './hub-protocol';
import { createReceiver, type HubLogger, type HubMethod } from './hub-receiver';
import { hubConnections } from '../metrics/metrics';
import { requestIdFor, withRequestId } from '../http/request-id';

export const HUB_PATH = '/hubs/commodity';

export interface HubTimings {
  /** Server → client pings (the client drops a server silent for 30 s). */
  pingIntervalMs: number;
  /** Clients silent this long are dropped (the client pings every 15 s). */
  clientTimeoutMs: number;
  /** Time to send the handshake after the socket opens. */
  handshakeTimeoutMs: number;
  /** A negotiated id unused this long is refused (404). */
  reservationTtlMs: number;
}

const defaultTimings: HubTimings = { pingIntervalMs: 15_000, clientTimeoutMs: 30_000, handshakeTimeoutMs: 15_000, reservationTtlMs: 60_000 };

export interface HubOptions {
  methods: Record<string, HubMethod>;
  /** The member the upgrade request's session cookie belongs to (skipNegotiation clients). */
  memberOf(request: IncomingMessage): Promise<number | null>;
  log: HubLogger;
  timings?: Partial<HubTimings>;
  /** Signs connection tokens; every node behind one load balancer needs the same key (a random one: this node alone). */
  tokenKey?: Buffer;
}

export class CommodityHub {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  /** Tokens this node opened a socket for, until they expire: a second socket on one is refused (409). */
  private readonly claimed = new Map<string, number>();
  private readonly tokenKey: Buffer;
  private readonly clients = new Set<HubClient>();
  private readonly groups = new Map<number, Set<HubClient>>();
  /** Each signed-in member's sockets on this node (their notice badge, notice-fanout.ts). */
  private readonly byMember = new Map<number, Set<HubClient>>();
  private readonly receive: (client: HubClient, text: string) => Promise<void>;
  private readonly timings: HubTimings;
  private readonly timers: NodeJS.Timeout[];
  private closing = false;

  constructor(private readonly options: HubOptions) {
    this.receive = createReceiver(options.methods, options.log);
    this.timings = { ...defaultTimings, ...options.timings };
    this.tokenKey = options.tokenKey ?? randomBytes(32);
    this.timers = [
      setInterval(() => this.pingAll(), this.timings.pingIntervalMs),
      setInterval(() => this.sweep(), Math.min(this.timings.clientTimeoutMs, this.timings.handshakeTimeoutMs) / 3),
    ];
    for (const timer of this.timers) timer.unref();
  }

  /** POST …/negotiate: reserves a connection for the caller (a member or a visitor). */
  negotiate(memberId: number | null) {
    const connectionId = randomBytes(16).toString('base64url');
    const connectionToken = signConnectionToken(this.tokenKey, { connectionId, memberId, expiresAtMs: Date.now() + this.timings.reservationTtlMs });
    return {
      connectionId,
      connectionToken,
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    };
  }

  /** The sockets of this node in a commodity's group. */
  group(commodityId: number): ReadonlySet<HubClient> | undefined {
    return this.groups.get(commodityId);
  }

  join(client: HubClient, commodityId: number): void {
    let members = this.groups.get(commodityId);
    if (!members) {
      members = new Set();
      this.groups.set(commodityId, members);
    }
    members.add(client);
    client.groups.add(commodityId);
  }

  leave(client: HubClient, commodityId: number): void {
    client.groups.delete(commodityId);
    const members = this.groups.get(commodityId);
    if (!members?.delete(client)) return;
    if (members.size === 0) this.groups.delete(commodityId);
  }

  /** The sockets of this node signed in as the member. */
  socketsOf(memberId: number): ReadonlySet<HubClient> | undefined {
    return this.byMember.get(memberId);
  }

  /** Members with at least one socket on this node. */
  connectedMembers(): number[] {
    return [...this.byMember.keys()];
  }

  /** Commodities with at least one socket on this node. */
  joinedCommodities(): number[] {
    return [...this.groups.keys()];
  }

  get connectionCount(): number {
    return this.clients.size;
  }

  /** Cuts sockets without a close message, as a network failure would (tests, operations). */
  dropConnections(filter: (client: HubClient) => boolean = () => true): number {
    let dropped = 0;
    for (const client of this.clients) {
      if (!filter(client)) continue;
      client.socket.terminate();
      dropped += 1;
    }
    return dropped;
  }

  /** The http server's 'upgrade' event. */
  async handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    socket.on('error', () => socket.destroy());
    const url = new URL(request.url ?? '/', 'http://hub.invalid');
    if (url.pathname !== HUB_PATH) return refuse(socket, 404, 'Not Found');
    if (this.closing) return refuse(socket, 503, 'Service Unavailable');
    const token = url.searchParams.get('id');
    const requestId = requestIdFor(request);
    let connectionId: string;
    let memberId: number | null;
    if (token === null) {
      connectionId = randomBytes(16).toString('base64url');
      try {
        memberId = await withRequestId(requestId, () => this.options.memberOf(request));
      } catch (error) {
        this.options.log.warn({ err: error, reqId: requestId }, 'hub: reading the session failed');
        return refuse(socket, 500, 'Internal Server Error');
      }
    } else {
      const reservation = openConnectionToken(this.tokenKey, token);
      if (!reservation || reservation.expiresAtMs <= Date.now()) return refuse(socket, 404, 'Not Found');
      if (this.claimed.has(token)) return refuse(socket, 409, 'Conflict');
      this.claimed.set(token, reservation.expiresAtMs);
      ({ connectionId, memberId } = reservation);
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, connectionId, memberId, requestId));
  }

  /** Graceful shutdown: a Close message inviting the client to reconnect (to another node), then the sockets close. */
  async close(): Promise<void> {
    this.closing = true;
    for (const timer of this.timers) clearInterval(timer);
    const closed = [...this.clients].map(
      (client) =>
        new Promise<void>((resolve) => {
          client.socket.once('close', () => resolve());
          client.send(closeFrame(undefined, true));
          client.socket.close(1000);
        }),
    );
    const grace = new Promise<void>((resolve) => setTimeout(resolve, 1000).unref());
    await Promise.race([Promise.all(closed), grace]);
    for (const client of this.clients) client.socket.terminate();
    this.wss.close();
  }

  private accept(socket: WebSocket, connectionId: string, memberId: number | null, requestId: string) {
    const client = new HubClient(connectionId, memberId, socket, requestId);
    const openedAtMs = Date.now();
    this.clients.add(client);
    hubConnections.inc();
    if (memberId !== null) {
      const sockets = this.byMember.get(memberId) ?? new Set<HubClient>();
      sockets.add(client);
      this.byMember.set(memberId, sockets);
    }
    let queue = Promise.resolve();
    socket.on('message', (data: RawData) => {
      client.lastHeardMs = Date.now();
      queue = queue.then(() => withRequestId(client.requestId, () => this.receive(client, rawText(data))));
    });
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      if (this.clients.delete(client)) hubConnections.dec();
      if (memberId !== null) {
        const sockets = this.byMember.get(memberId);
        if (sockets?.delete(client) && sockets.size === 0) this.byMember.delete(memberId);
      }
      for (const commodityId of [...client.groups]) this.leave(client, commodityId);
    });
    const handshakeTimer = setTimeout(() => {
      if (!client.handshaken) socket.terminate();
    }, Math.max(0, this.timings.handshakeTimeoutMs - (Date.now() - openedAtMs)));
    handshakeTimer.unref();
    socket.once('close', () => clearTimeout(handshakeTimer));
  }

  private pingAll() {
    for (const client of this.clients) if (client.handshaken) client.send(pingFrame);
  }

  private sweep() {
    const now = Date.now();
    for (const client of this.clients) {
      if (now - client.lastHeardMs > this.timings.clientTimeoutMs) client.socket.terminate();
    }
    for (const [token, expiresAtMs] of this.claimed) if (expiresAtMs <= now) this.claimed.delete(token);
  }
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

export function refuse(socket: Duplex, status: number, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
