import { Client } from 'pg';

type Listener = (payload: string) => void;

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 15_000;

/**
 * LISTEN/NOTIFY on PostgreSQL: one dedicated connection per node (outside the query pool, which
 * hands connections back and forth and would drop a LISTEN), shared by every channel. When the
 * connection is lost (the server restarted, the network dropped) it connects again with a
 * growing pause, listens again, and tells every listener once that it may have missed something.
 */
export class PostgresNotifications {
  private readonly listeners = new Map<string, Set<Listener>>();
  private client: Client | undefined;
  private connecting: Promise<Client> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryMs = FIRST_RETRY_MS;
  private closed = false;

  constructor(private readonly url: string) {}

  async listen(channel: string, listener: Listener): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
    }
    set.add(listener);
    // With the server away right now, listening starts when it comes back (LISTEN on connect).
    const client = await this.connected().catch(() => {
      this.scheduleReconnect();
      return undefined;
    });
    if (client && first) await client.query(`LISTEN ${quoteIdent(channel)}`);
    return async () => {
      const current = this.listeners.get(channel);
      current?.delete(listener);
      if (current && current.size === 0) {
        this.listeners.delete(channel);
        await this.client?.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => undefined);
      }
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connected(): Promise<Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<Client> {
    const client = new Client({ connectionString: this.url });
    client.on('notification', (message) => {
      for (const listener of this.listeners.get(message.channel) ?? []) listener(message.payload ?? '');
    });
    // A lost connection is not an error of the caller's: connect again in the background.
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.connect();
    for (const channel of this.listeners.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    return client;
  }

  private lost(client: Client): void {
    if (this.client !== client || this.closed) return;
    this.client = undefined;
    void client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private async reconnect(): Promise<void> {
    try {
      await this.connected();
    } catch {
      this.retryMs = Math.min(LONGEST_RETRY_MS, this.retryMs * 2);
      this.scheduleReconnect();
      return;
    }
    // Whatever was notified while the connection was down is lost: let every listener look.
    for (const set of this.listeners.values()) for (const listener of set) listener('');
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.reconnect();
    }, this.retryMs);
    this.retryTimer.unref();
  }
}

/** Channel names are ours, but a LISTEN cannot take a parameter: quote it as an identifier. */
function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
