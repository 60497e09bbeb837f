import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { Client } from 'pg';
import type { DialectName } from './db/dialect';
import type { Database } from './db/schema';

/** What one API node tells the others: a network's catalogue changed; a click may wait in a node's buffer. */
export type NodeEvent = { kind: 'catalogue-changed'; networkId?: number } | { kind: 'flush-clicks' };

type Handler = (event: NodeEvent) => unknown;

const CHANNEL = 'affnet_node_events';

/**
 * Events between the API nodes that share one database. On PostgreSQL they go through LISTEN/NOTIFY (a
 * notification sent in a transaction is delivered when it commits); on SQLite there is one node, and an event
 * reaches only this process. The node that publishes handles its own event at once, before the others hear it.
 */
export class NodeEvents {
  readonly nodeId = randomBytes(6).toString('hex');
  private readonly handlers: Handler[] = [];
  private listener: Client | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * After an offer, access, publisher or network change (committed): every node forgets its cached tracking catalogue
   * of the network (all networks without one), and its next click reads the change.
   */
  catalogueChanged(networkId?: number): Promise<void> {
    return this.publish({ kind: 'catalogue-changed', networkId });
  }

  /** Starts listening to the other nodes (PostgreSQL only). */
  async start(databaseUrl: string): Promise<void> {
    if (this.dialect !== 'postgres') return;
    const listener = new Client({ connectionString: databaseUrl });
    listener.on('notification', (message) => this.heard(message.payload));
    listener.on('error', (error) => this.log.error({ err: error }, 'node events: the listening connection failed'));
    await listener.connect();
    await listener.query(`listen ${CHANNEL}`);
    this.listener = listener;
  }

  on(handler: Handler): void {
    this.handlers.push(handler);
  }

  /** Handles the event here, then tells the other nodes. */
  async publish(event: NodeEvent): Promise<void> {
    this.deliver(event);
    if (this.dialect !== 'postgres') return;
    const payload = JSON.stringify({ from: this.nodeId, event });
    await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(this.db);
  }

  async stop(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => {});
  }

  private heard(payload: string | undefined): void {
    try {
      const { from, event } = JSON.parse(payload ?? '') as { from: string; event: NodeEvent };
      if (from !== this.nodeId) this.deliver(event);
    } catch (error) {
      this.log.warn({ err: error, payload }, 'node events: a notification that is not one of ours');
    }
  }

  private deliver(event: NodeEvent): void {
    for (const handler of this.handlers) {
      Promise.resolve()
        .then(() => handler(event))
        .catch((error: unknown) => this.log.error({ err: error, event }, 'node events: a handler failed'));
    }
  }
}
