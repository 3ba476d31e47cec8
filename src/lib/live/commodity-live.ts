/**
 * Live bids in the browser: one SignalR connection to /hubs/commodity for the whole tab, built on
 * first use. Subscribers are counted per commodity: the first one joins the item's group, the last one
 * leaves it. The server forgets groups with a socket, so every reconnect joins them all again. The
 * connection never gives up: after SignalR's own retries (and after a failed start or a close) it
 * tries every 5-10 s, and at once when the browser comes back online. Messages that fail the
 * hubBidMessage schema are dropped; the schema loads with the connection, not with the item page's
 * first view (a message only ever follows a join, which follows the start). Bids committed before a
 * join completes (the first, or one after a reconnect) are never sent: the join's answer is the
 * item's state as of the join, handed to each subscriber (null when absent or malformed, so they
 * read the item again).
 */
import type { hubBidMessage, HubBidMessage } from '../../domain/bidding/bid.schema';
import { LazyConnection } from './lazy-connection';

export const HUB_URL = '/hubs/commodity';
export const HUB_BID_TARGET = 'addChatMessage';
export const JOIN_METHOD = 'JoinCommodity';
export const LEAVE_METHOD = 'LeaveCommodity';
/** Sent (no arguments) to a member's sockets when a notification for them commits. */
export const HUB_NOTICES_TARGET = 'noticesChanged';

/** The part of @microsoft/signalr's HubConnection used here (a fake in tests). */
export interface LiveConnection {
  readonly state: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  invoke(methodName: string, ...args: unknown[]): Promise<unknown>;
  on(methodName: string, handler: (...args: unknown[]) => void): void;
  onreconnecting(callback: (error?: Error) => void): void;
  onreconnected(callback: (connectionId?: string) => void): void;
  onclose(callback: (error?: Error) => void): void;
}

export type BidListener = (message: HubBidMessage) => void;
export type JoinListener = (state: HubBidMessage | null) => void;

interface Subscriber {
  onMessage: BidListener;
  /** The item's group was joined: its state then (null: unknown), since what came before was not sent. */
  onJoined?: JoinListener;
}

/** 5-10 s, jittered so that a restarted server is not hit by every tab at once. */
export const restartDelayMs = (random: () => number = Math.random) => 5000 + Math.round(random() * 5000);

/** SignalR's default reconnect delays, then restartDelayMs for ever. */
export function retryDelayMs(previousRetryCount: number, random: () => number = Math.random): number {
  const initial = [0, 2000, 10_000, 30_000];
  return initial[previousRetryCount] ?? restartDelayMs(random);
}

export interface CommodityLiveOptions {
  /** Builds the connection (with automatic reconnect) on first use. */
  connect: () => LiveConnection;
  /** The messages' schema, loaded with the first start (default: its module, bid.schema.ts). */
  messageSchema?: () => Promise<typeof hubBidMessage>;
  /** window in the browser: 'online' restarts a stopped connection. */
  events?: Pick<Window, 'addEventListener'>;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  random?: () => number;
}

const CONNECTED = 'Connected';
const DISCONNECTED = 'Disconnected';
const RECONNECTING = 'Reconnecting';

export class CommodityLive {
  private connection: LiveConnection | null = null;
  private readonly listeners = new Map<number, Set<Subscriber>>();
  private readonly statusListeners = new Set<() => void>();
  private readonly noticeListeners = new Set<() => void>();
  private restartTimer: unknown = null;
  private starting: Promise<void> | null = null;
  private isConnected = false;
  private messageSchema: typeof hubBidMessage | null = null;

  constructor(private readonly options: CommodityLiveOptions) {}

  get connected(): boolean {
    return this.isConnected;
  }

  /** The commodities with at least one subscriber (the groups this tab is in). */
  get commodityIds(): number[] {
    return [...this.listeners.keys()];
  }

  subscribe(commodityId: number, listener: BidListener, onJoined?: JoinListener): () => void {
    let set = this.listeners.get(commodityId);
    const first = !set;
    if (!set) {
      set = new Set();
      this.listeners.set(commodityId, set);
    }
    const subscriber: Subscriber = { onMessage: listener, onJoined };
    set.add(subscriber);
    const connection = this.ensureConnection();
    // Not merely open: started, with the messages' schema in (start joins every commodity then).
    if (first && this.isConnected && connection.state === CONNECTED) this.join(commodityId);
    return () => {
      const current = this.listeners.get(commodityId);
      if (!current?.delete(subscriber) || current.size > 0) return;
      this.listeners.delete(commodityId);
      if (this.connection?.state === CONNECTED) this.invokeQuietly(LEAVE_METHOD, commodityId);
    };
  }

  subscribeStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  /**
   * The member's notices changed (the header badge). Heard only while the connection is open for
   * the bids anyway: subscribing never opens it, so pages without live bids cost no socket.
   */
  subscribeNotices = (listener: () => void): (() => void) => {
    this.noticeListeners.add(listener);
    return () => this.noticeListeners.delete(listener);
  };

  private ensureConnection(): LiveConnection {
    if (this.connection) return this.connection;
    const connection = this.options.connect();
    this.connection = connection;
    connection.on(HUB_BID_TARGET, (payload) => this.deliver(payload));
    connection.on(HUB_NOTICES_TARGET, () => {
      for (const listener of this.noticeListeners) listener();
    });
    connection.onreconnecting(() => this.setConnected(false));
    connection.onreconnected(() => {
      this.setConnected(true);
      this.joinAll();
    });
    // Closed for good (SignalR's retry policy never stops, so: a Close from the server or a stop).
    connection.onclose(() => {
      this.setConnected(false);
      this.scheduleRestart();
    });
    this.options.events?.addEventListener('online', () => void this.restartNow());
    void this.start();
    return connection;
  }

  private start(): Promise<void> {
    const connection = this.connection;
    if (!connection || this.starting || connection.state !== DISCONNECTED) return this.starting ?? Promise.resolve();
    let failed = false;
    const loadSchema = this.options.messageSchema ?? (() => import('../../domain/bidding/bid.schema').then((m) => m.hubBidMessage));
    const schemaLoaded = this.messageSchema ? null : loadSchema().then((schema) => (this.messageSchema = schema));
    this.starting = Promise.allSettled([connection.start(), schemaLoaded])
      .then(([started, schema]) => {
        if (started.status === 'fulfilled' && schema.status === 'fulfilled') {
          this.setConnected(true);
          this.joinAll();
          return;
        }
        failed = true;
        // Open but unable to read its messages (their schema's chunk did not load): closed, to start again.
        if (started.status === 'fulfilled') void connection.stop().catch(() => {});
      })
      .finally(() => {
        this.starting = null;
        if (failed) this.scheduleRestart();
      });
    return this.starting;
  }

  private scheduleRestart() {
    if (this.restartTimer !== null) return;
    const setTimer = this.options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.restartTimer = setTimer(() => {
      this.restartTimer = null;
      void this.start();
    }, restartDelayMs(this.options.random));
  }

  /** Back online: retry now rather than after SignalR's next delay (which can be 30 s). */
  private async restartNow() {
    const connection = this.connection;
    if (!connection || connection.state === CONNECTED || this.starting) return;
    if (connection.state === RECONNECTING) await connection.stop().catch(() => {});
    if (this.restartTimer !== null) {
      const clearTimer = this.options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
      clearTimer(this.restartTimer);
      this.restartTimer = null;
    }
    await this.start();
  }

  private joinAll() {
    for (const commodityId of this.listeners.keys()) this.join(commodityId);
  }

  private join(commodityId: number) {
    this.connection?.invoke(JOIN_METHOD, commodityId).then(
      (result) => {
        const parsed = this.messageSchema?.safeParse(result);
        const state = parsed?.success && parsed.data.CommodityID === commodityId ? parsed.data : null;
        for (const subscriber of this.listeners.get(commodityId) ?? []) subscriber.onJoined?.(state);
      },
      // Repaired by the rejoin after the next reconnect.
      () => {},
    );
  }

  /** A failed join or leave is repaired by the rejoin after the next reconnect. */
  private invokeQuietly(method: string, commodityId: number) {
    this.connection?.invoke(method, commodityId).catch(() => {});
  }

  private deliver(payload: unknown) {
    const parsed = this.messageSchema?.safeParse(payload);
    if (!parsed?.success) return;
    for (const subscriber of this.listeners.get(parsed.data.CommodityID) ?? []) subscriber.onMessage(parsed.data);
  }

  private setConnected(connected: boolean) {
    if (this.isConnected === connected) return;
    this.isConnected = connected;
    for (const listener of this.statusListeners) listener();
  }
}

let shared: CommodityLive | null = null;

/** The tab's one live connection (built on first use). */
export function sharedCommodityLive(): CommodityLive {
  shared ??= new CommodityLive({
    connect: () =>
      new LazyConnection(async () => {
        const { HubConnectionBuilder, LogLevel } = await import('@microsoft/signalr');
        return new HubConnectionBuilder()
          .withUrl(HUB_URL)
          .withAutomaticReconnect({ nextRetryDelayInMilliseconds: ({ previousRetryCount }) => retryDelayMs(previousRetryCount) })
          .configureLogging(LogLevel.Warning)
          .build();
      }),
    events: typeof window === 'undefined' ? undefined : window,
  });
  return shared;
}
