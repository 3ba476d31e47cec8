import type { LiveConnection } from './commodity-live';

/** SignalR's HubConnectionState.Disconnected. */
const DISCONNECTED = 'Disconnected';

type Handlers = Pick<LiveConnection, 'on' | 'onreconnecting' | 'onreconnected' | 'onclose'>;

/**
 * A live connection whose client is built on its first start (or invoke): the SignalR client
 * (12 KB compressed) stays out of the item page's first view and loads while the page renders.
 * Until then it reads as disconnected, and the handlers given meanwhile are attached once it is
 * built. A build that failed (the chunk did not load) is tried again on the next start.
 */
export class LazyConnection implements LiveConnection {
  private real: LiveConnection | null = null;
  private building: Promise<LiveConnection> | null = null;
  private pending: Array<(connection: Handlers) => void> = [];

  constructor(private readonly build: () => Promise<LiveConnection>) {}

  get state(): string {
    return this.real?.state ?? DISCONNECTED;
  }

  async start(): Promise<void> {
    await (await this.connection()).start();
  }

  async stop(): Promise<void> {
    await this.real?.stop();
  }

  async invoke(methodName: string, ...args: unknown[]): Promise<unknown> {
    return (await this.connection()).invoke(methodName, ...args);
  }

  on(methodName: string, handler: (...args: unknown[]) => void): void {
    this.attach((connection) => connection.on(methodName, handler));
  }

  onreconnecting(callback: (error?: Error) => void): void {
    this.attach((connection) => connection.onreconnecting(callback));
  }

  onreconnected(callback: (connectionId?: string) => void): void {
    this.attach((connection) => connection.onreconnected(callback));
  }

  onclose(callback: (error?: Error) => void): void {
    this.attach((connection) => connection.onclose(callback));
  }

  private attach(handler: (connection: Handlers) => void) {
    if (this.real) handler(this.real);
    else this.pending.push(handler);
  }

  private connection(): Promise<LiveConnection> {
    this.building ??= this.build().then(
      (connection) => {
        this.real = connection;
        for (const handler of this.pending) handler(connection);
        this.pending = [];
        return connection;
      },
      (error: unknown) => {
        this.building = null;
        throw error;
      },
    );
    return this.building;
  }
}
