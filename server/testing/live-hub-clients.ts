/**
 * The real @microsoft/signalr client in Node for hub tests and the bid benchmark: connects to
 * /hubs/commodity (with or without negotiate, as a visitor or with a session cookie), collects the
 * addChatMessage arguments and waits for the ones a test expects.
 */
import WebSocket from 'ws';
import {
  HubConnectionBuilder,
  HttpTransportType,
  LogLevel,
  type HubConnection,
  type IHttpConnectionOptions,
  type IRetryPolicy,
} from '@microsoft/signalr';
import type { HubBidMessage } from '../../src/domain/bidding/bid.schema';

export interface LiveClientOptions {
  /** `holo_session=…` to connect as a member. */
  cookie?: string;
  skipNegotiation?: boolean;
  /** Reconnect delays (ms) for withAutomaticReconnect; none = no automatic reconnect. */
  reconnectDelays?: number[];
  /** Called with the receipt time of each message, before it is stored (benchmarks). */
  onMessage?: (message: HubBidMessage, receivedAtMs: number) => void;
  /** Client → server ping interval (default 15 s). */
  keepAliveMs?: number;
  /** Keep received messages (default true; a benchmark with hundreds of clients turns it off). */
  keep?: boolean;
  /** The WebSocket class (default ws's); the cluster benchmark's subclass reads which node answered. */
  webSocket?: typeof WebSocket;
}

interface Waiter {
  predicate: (message: HubBidMessage) => boolean;
  resolve: (message: HubBidMessage) => void;
}

export class LiveClient {
  readonly messages: HubBidMessage[] = [];
  private waiters: Waiter[] = [];
  private seen = 0;

  constructor(
    readonly connection: HubConnection,
    private readonly options: LiveClientOptions,
  ) {
    connection.on('addChatMessage', (message: HubBidMessage) => {
      const receivedAtMs = Date.now();
      options.onMessage?.(message, receivedAtMs);
      if (options.keep === false) return;
      this.messages.push(message);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.predicate(message)) return true;
        waiter.resolve(message);
        return false;
      });
    });
  }

  join(commodityId: number) {
    return this.connection.invoke('JoinCommodity', commodityId);
  }

  leave(commodityId: number) {
    return this.connection.invoke('LeaveCommodity', commodityId);
  }

  /** The next message not yet returned by next() that matches, waiting up to timeoutMs. */
  next(predicate: (message: HubBidMessage) => boolean = () => true, timeoutMs = 5000): Promise<HubBidMessage> {
    for (let i = this.seen; i < this.messages.length; i++) {
      const message = this.messages[i]!;
      if (predicate(message)) {
        this.seen = i + 1;
        return Promise.resolve(message);
      }
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching addChatMessage within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        predicate,
        resolve: (message) => {
          clearTimeout(timer);
          this.seen = this.messages.length;
          resolve(message);
        },
      });
    });
  }

  stop() {
    return this.connection.stop();
  }
}

class FixedDelays implements IRetryPolicy {
  constructor(private readonly delays: number[]) {}
  nextRetryDelayInMilliseconds({ previousRetryCount }: { previousRetryCount: number }) {
    return this.delays[previousRetryCount] ?? null;
  }
}

export function buildLiveConnection(baseUrl: string, options: LiveClientOptions = {}): HubConnection {
  const connectionOptions: IHttpConnectionOptions & { WebSocket: unknown } = {
    // The Node build loads `ws` with require(), which an ES module lacks: pass it (an option the
    // client reads but does not declare).
    WebSocket: options.webSocket ?? WebSocket,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.skipNegotiation ? { skipNegotiation: true, transport: HttpTransportType.WebSockets } : {}),
  };
  let builder = new HubConnectionBuilder().withUrl(`${baseUrl}/hubs/commodity`, connectionOptions).configureLogging(LogLevel.None);
  if (options.keepAliveMs) builder = builder.withKeepAliveInterval(options.keepAliveMs);
  if (options.reconnectDelays) builder = builder.withAutomaticReconnect(new FixedDelays(options.reconnectDelays));
  return builder.build();
}

export async function connectLive(baseUrl: string, options: LiveClientOptions = {}): Promise<LiveClient> {
  const connection = buildLiveConnection(baseUrl, options);
  const client = new LiveClient(connection, options);
  await connection.start();
  return client;
}
