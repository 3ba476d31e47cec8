/**
 * LISTEN for PostgreSQL on one dedicated connection, outside the pool: a pooled connection goes back
 * to the pool and would stop hearing NOTIFYs. When the connection drops (restart, failover), it
 * reconnects with a growing delay, LISTENs again on every channel and tells the subscribers to
 * resynchronise, since the NOTIFYs sent in between are lost.
 */
import pg from 'pg';
import type { ListenOptions, NotificationHandler } from './client';

interface Subscriber {
  handler: NotificationHandler;
  onResume: (() => void) | undefined;
}

/** Shown in pg_stat_activity, to tell the listening connections apart. */
export const LISTENER_APPLICATION_NAME = 'holo-listen';
const firstRetryMs = 250;
const maxRetryMs = 10_000;

export class PostgresListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly channels = new Map<string, Set<Subscriber>>();
  private retryMs = firstRetryMs;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly url: string) {}

  /** The listening connection is up (it opens with the first LISTEN, and is down while reconnecting). */
  get connected(): boolean {
    return this.client !== null;
  }

  async listen(channel: string, handler: NotificationHandler, options: ListenOptions = {}): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('database closed');
    const subscriber: Subscriber = { handler, onResume: options.onResume };
    let subscribers = this.channels.get(channel);
    const first = !subscribers;
    if (!subscribers) {
      subscribers = new Set();
      this.channels.set(channel, subscribers);
    }
    subscribers.add(subscriber);
    const client = await this.connection();
    if (first) await client.query(`listen ${client.escapeIdentifier(channel)}`);
    return async () => {
      const current = this.channels.get(channel);
      if (!current?.delete(subscriber) || current.size > 0) return;
      this.channels.delete(channel);
      if (this.client) await this.client.query(`unlisten ${this.client.escapeIdentifier(channel)}`).catch(() => {});
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => {});
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('notification', (message) => {
      for (const subscriber of this.channels.get(message.channel) ?? []) subscriber.handler(message.payload ?? '');
    });
    let ready = false;
    let lost = false;
    const onLost = (error?: Error) => {
      // Before connect() settles, its rejection reports the failure.
      if (!ready || lost) return;
      lost = true;
      if (this.client === client) this.client = null;
      client.end().catch(() => {});
      if (this.closed) return;
      console.warn(`database: notification connection lost${error ? `: ${error.message}` : ''}; reconnecting`);
      this.scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    ready = true;
    this.client = client;
    return client;
  }

  private scheduleReconnect() {
    if (this.retryTimer || this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connection().then(
        () => {
          this.retryMs = firstRetryMs;
          for (const subscribers of this.channels.values()) for (const s of subscribers) s.onResume?.();
        },
        (error: Error) => {
          console.warn(`database: notification reconnect failed: ${error.message}`);
          this.retryMs = Math.min(this.retryMs * 2, maxRetryMs);
          this.scheduleReconnect();
        },
      );
    }, this.retryMs);
    this.retryTimer.unref();
  }
}
