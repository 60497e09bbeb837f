import type { Permission, TokenClaims } from '@affnet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Background } from './background';
import type { Config } from './config';
import type { DialectName } from './db/dialect';
import type { PlatformStore } from './db/platform-store';
import type { Database, NetworkRow, UserRow } from './db/schema';
import type { FileStore } from './files';
import type { LoginLimiter } from './login-limiter';
import type { MailOutbox } from './mail/outbox';
import type { NodeEvents } from './node-events';

/** What services need from the running app; routes pass it on explicitly. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  platform: PlatformStore;
  /** Sends a mail after the answer: queued in the outbox (in the caller's transaction, if any), then sent. */
  mail: MailOutbox;
  /** Work started by a request that its answer does not wait for. */
  background: Background;
  loginLimiter: LoginLimiter;
  /** Logos and export files: on this node's disk, or in the database every node reaches (FILE_STORE). */
  files: FileStore;
  /** Events to and from the other API nodes on the same database. */
  nodes: NodeEvents;
  /** The app's logger, for work that outlives a request (click batches, workers). */
  log: FastifyBaseLogger;
}

/** The verified caller of an authenticated request. */
export interface Session {
  user: UserRow;
  claims: TokenClaims;
  permissions: Permission[];
  token: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The network owning the request's Host, or null for an unknown host. */
    tenant: NetworkRow | null;
    session: Session | null;
  }
}
