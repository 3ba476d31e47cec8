import { describe, expect, it } from 'vitest';
import { hubBidMessage, type HubBidMessage } from '../../domain/bidding/bid.schema';
import { CommodityLive, retryDelayMs, type CommodityLiveOptions, type LiveConnection } from './commodity-live';

class FakeConnection implements LiveConnection {
  state = 'Disconnected';
  readonly invocations: string[] = [];
  /** What the next start() calls do, in order; 'ok' once the list is empty. */
  readonly startOutcomes: ('ok' | 'fail')[] = [];
  starts = 0;
  private readonly handlers = new Map<string, (...args: unknown[]) => void>();
  private readonly reconnecting: ((error?: Error) => void)[] = [];
  private readonly reconnected: ((id?: string) => void)[] = [];
  private readonly closed: ((error?: Error) => void)[] = [];

  async start() {
    this.starts += 1;
    this.state = 'Connecting';
    await Promise.resolve();
    if (this.startOutcomes.shift() === 'fail') {
      this.state = 'Disconnected';
      throw new Error('no server');
    }
    this.state = 'Connected';
  }
  async stop() {
    this.state = 'Disconnected';
    for (const callback of this.closed) callback();
  }
  /** While true, an invocation waits for answerHeld(), the server's completion. */
  holdAnswers = false;
  /** What JoinCommodity answers, per commodity, when it is answered (none: no result). */
  readonly joinAnswers = new Map<number, unknown>();
  private readonly held: (() => void)[] = [];
  async invoke(methodName: string, ...args: unknown[]) {
    this.invocations.push(`${methodName}(${args.join(',')})`);
    if (this.holdAnswers) await new Promise<void>((resolve) => this.held.push(resolve));
    return methodName === 'JoinCommodity' ? this.joinAnswers.get(args[0] as number) : undefined;
  }
  answerHeld() {
    for (const resolve of this.held.splice(0)) resolve();
  }
  on(methodName: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(methodName.toLowerCase(), handler);
  }
  onreconnecting(callback: (error?: Error) => void) {
    this.reconnecting.push(callback);
  }
  onreconnected(callback: (id?: string) => void) {
    this.reconnected.push(callback);
  }
  onclose(callback: (error?: Error) => void) {
    this.closed.push(callback);
  }
  /** The server sends addChatMessage. */
  receive(payload: unknown) {
    this.handlers.get('addchatmessage')?.(payload);
  }
  /** The server sends a target with no arguments (noticesChanged). */
  send(target: string) {
    this.handlers.get(target.toLowerCase())?.();
  }
  drop() {
    this.state = 'Reconnecting';
    for (const callback of this.reconnecting) callback(new Error('gone'));
  }
  restore() {
    this.state = 'Connected';
    for (const callback of this.reconnected) callback('new-id');
  }
}

function setUp(options: Partial<CommodityLiveOptions> = {}) {
  const connection = new FakeConnection();
  const timers: { callback: () => void; ms: number }[] = [];
  const eventHandlers = new Map<string, () => void>();
  let built = 0;
  const live = new CommodityLive({
    connect: () => {
      built += 1;
      return connection;
    },
    messageSchema: async () => hubBidMessage,
    events: { addEventListener: (type: string, handler: () => void) => eventHandlers.set(type, handler) } as never,
    setTimer: (callback, ms) => timers.push({ callback, ms }),
    clearTimer: () => timers.splice(0),
    random: () => 0.5,
    ...options,
  });
  return { live, connection, timers, eventHandlers, built: () => built };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function message(commodityId: number, overrides: Partial<HubBidMessage> = {}): HubBidMessage {
  return {
    CommodityID: commodityId,
    Status: 1,
    USD_Price: 1200,
    MinNextBid: 1300,
    AuctionCount: 2,
    AuctionsUserCount: 2,
    EffectiveDate: '2026-11-22T12:00:00.000Z',
    List: [],
    PriceCount: 2,
    UserCount: 2,
    IsOutBid: 0,
    CommittedAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}

describe('CommodityLive', () => {
  it('builds the connection on first use only and joins a commodity once however many follow it', async () => {
    const { live, connection, built } = setUp();
    expect(built()).toBe(0);
    const stopA = live.subscribe(7, () => {});
    const stopB = live.subscribe(7, () => {});
    await flush();
    expect(built()).toBe(1);
    expect(live.connected).toBe(true);
    expect(connection.invocations).toEqual(['JoinCommodity(7)']);
    stopA();
    expect(connection.invocations).toEqual(['JoinCommodity(7)']);
    stopB();
    expect(connection.invocations).toEqual(['JoinCommodity(7)', 'LeaveCommodity(7)']);
    live.subscribe(8, () => {});
    expect(connection.invocations.at(-1)).toBe('JoinCommodity(8)');
    expect(built()).toBe(1);
  });

  it('delivers valid messages to that commodity’s subscribers only and drops invalid ones', async () => {
    const { live, connection } = setUp();
    const seven: HubBidMessage[] = [];
    const eight: HubBidMessage[] = [];
    live.subscribe(7, (m) => seven.push(m));
    live.subscribe(8, (m) => eight.push(m));
    await flush();
    connection.receive(message(7));
    connection.receive({ CommodityID: 7, List: 'not a list' });
    connection.receive(message(7, { USD_Price: 12.5 }));
    connection.receive(null);
    expect(seven).toEqual([message(7)]);
    expect(eight).toEqual([]);
  });

  it('joins every followed commodity again after a reconnect and reports the connection state', async () => {
    const { live, connection } = setUp();
    const changes: boolean[] = [];
    live.subscribeStatus(() => changes.push(live.connected));
    live.subscribe(7, () => {});
    live.subscribe(9, () => {});
    const stop = live.subscribe(11, () => {});
    await flush();
    stop();
    connection.invocations.length = 0;
    connection.drop();
    expect(live.connected).toBe(false);
    connection.restore();
    expect(connection.invocations).toEqual(['JoinCommodity(7)', 'JoinCommodity(9)']);
    expect(changes).toEqual([true, false, true]);
  });

  it('hands a commodity’s subscribers the join’s answer, first and after each reconnect, so they see the bids that were not sent', async () => {
    const { live, connection } = setUp();
    connection.holdAnswers = true;
    const joined: [string, HubBidMessage | null][] = [];
    live.subscribe(7, () => {}, (state) => joined.push(['a', state]));
    live.subscribe(7, () => {}, (state) => joined.push(['b', state]));
    live.subscribe(8, () => {});
    const first = message(7, { AuctionCount: 3, USD_Price: 1500 });
    connection.joinAnswers.set(7, first);
    await flush();
    expect(connection.invocations).toEqual(['JoinCommodity(7)', 'JoinCommodity(8)']);
    expect(joined).toEqual([]);
    connection.answerHeld();
    await flush();
    expect(joined).toEqual([['a', first], ['b', first]]);

    const again = message(7, { AuctionCount: 5, USD_Price: 2000 });
    connection.joinAnswers.set(7, again);
    connection.drop();
    connection.restore();
    await flush();
    expect(joined).toHaveLength(2);
    connection.answerHeld();
    await flush();
    expect(joined.slice(2)).toEqual([['a', again], ['b', again]]);
  });

  it('hands null to the join’s subscribers when the answer is absent, malformed or about another item, so they read the item again', async () => {
    const { live, connection } = setUp();
    const joined: (HubBidMessage | null)[] = [];
    live.subscribe(7, () => {}, (state) => joined.push(state));
    await flush();
    for (const answer of [{ CommodityID: 7, List: 'not a list' }, message(8)]) {
      connection.joinAnswers.set(7, answer);
      connection.drop();
      connection.restore();
      await flush();
    }
    expect(joined).toEqual([null, null, null]);
  });

  it('joins commodities followed while connecting once the connection is up', async () => {
    const { live, connection } = setUp();
    live.subscribe(3, () => {});
    live.subscribe(4, () => {});
    expect(connection.invocations).toEqual([]);
    await flush();
    expect(connection.invocations).toEqual(['JoinCommodity(3)', 'JoinCommodity(4)']);
  });

  it('closes a connection that started without its messages\' schema, and starts again with it', async () => {
    let schemaLoads = 0;
    const { live, connection, timers } = setUp({
      messageSchema: async () => {
        schemaLoads += 1;
        if (schemaLoads === 1) throw new Error('chunk did not load');
        return hubBidMessage;
      },
    });
    const seven: HubBidMessage[] = [];
    live.subscribe(7, (m) => seven.push(m));
    await flush();
    expect(connection.state).toBe('Disconnected');
    expect(live.connected).toBe(false);
    expect(connection.invocations).toEqual([]);
    expect(timers.map((timer) => timer.ms)).toEqual([7500]);
    timers.shift()!.callback();
    await flush();
    expect(live.connected).toBe(true);
    expect(connection.invocations).toEqual(['JoinCommodity(7)']);
    connection.receive(message(7));
    expect(seven).toEqual([message(7)]);
  });

  it('retries a failed start every 5-10 s until it connects, then joins', async () => {
    const { live, connection, timers } = setUp();
    connection.startOutcomes.push('fail', 'fail');
    live.subscribe(5, () => {});
    await flush();
    expect(timers.map((timer) => timer.ms)).toEqual([7500]);
    timers.shift()!.callback();
    await flush();
    expect(timers).toHaveLength(1);
    timers.shift()!.callback();
    await flush();
    expect(connection.starts).toBe(3);
    expect(live.connected).toBe(true);
    expect(connection.invocations).toEqual(['JoinCommodity(5)']);
  });

  it('restarts after the server closes the connection for good', async () => {
    const { live, connection, timers } = setUp();
    live.subscribe(5, () => {});
    await flush();
    await connection.stop();
    expect(live.connected).toBe(false);
    expect(timers).toHaveLength(1);
    timers.shift()!.callback();
    await flush();
    expect(connection.state).toBe('Connected');
    expect(connection.invocations).toEqual(['JoinCommodity(5)', 'JoinCommodity(5)']);
  });

  it('tries again at once when the browser comes back online', async () => {
    const { live, connection, timers, eventHandlers } = setUp();
    connection.startOutcomes.push('fail');
    live.subscribe(5, () => {});
    await flush();
    expect(timers).toHaveLength(1);
    eventHandlers.get('online')!();
    await flush();
    expect(timers).toHaveLength(0);
    expect(connection.state).toBe('Connected');

    // While SignalR waits for its next reconnect attempt, going online restarts the connection.
    connection.drop();
    eventHandlers.get('online')!();
    await flush();
    expect(connection.state).toBe('Connected');
    expect(connection.invocations).toEqual(['JoinCommodity(5)', 'JoinCommodity(5)']);
  });
});

describe('retryDelayMs', () => {
  it('uses SignalR’s default delays, then 5-10 s for ever', () => {
    expect([0, 1, 2, 3].map((n) => retryDelayMs(n))).toEqual([0, 2000, 10_000, 30_000]);
    expect(retryDelayMs(4, () => 0)).toBe(5000);
    expect(retryDelayMs(1000, () => 1)).toBe(10_000);
  });
});

describe('CommodityLive notices', () => {
  it('tells notice subscribers of noticesChanged without ever opening the connection for them', async () => {
    const { live, connection, built } = setUp();
    let heard = 0;
    const stop = live.subscribeNotices(() => (heard += 1));
    await flush();
    expect(built()).toBe(0);
    live.subscribe(7, () => {});
    await flush();
    connection.send('noticesChanged');
    expect(heard).toBe(1);
    stop();
    connection.send('noticesChanged');
    expect(heard).toBe(1);
  });
});
