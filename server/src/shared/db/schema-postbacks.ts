import type { Generated, Selectable } from 'kysely';

/** A publisher's postback; `url` is the one in effect, `pending_*` a change waiting for the network's approval. */
export interface PostbacksTable {
  id: Generated<number>;
  network_id: number;
  publisher_id: number;
  /** null: fires for every offer (global). */
  offer_id: number | null;
  url: string | null;
  status: 'live' | 'pending' | 'rejected';
  pending_action: 'create' | 'update' | 'delete' | null;
  pending_url: string | null;
  pending_offer_id: number | null;
  created_at: string;
  updated_at: string;
}

/**
 * One delivery to make: a publisher postback (`postback_id`) or a network forwarding (`forwarding_id`) of a
 * conversion, or of an unmatched advertiser postback (`conversion_id` null). `url` has its macros filled.
 * `dedup_key` makes a second enqueue of the same delivery a no-op; `lease_*` let one worker own a row while sending.
 */
export interface PostbackOutboxTable {
  id: Generated<number>;
  network_id: number;
  dedup_key: string;
  postback_id: number | null;
  forwarding_id: number | null;
  publisher_id: number | null;
  conversion_id: number | null;
  click_id: string;
  url: string;
  state: 'pending' | 'done' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_owner: string | null;
  lease_until: string | null;
  created_at: string;
  updated_at: string;
}

/** The log of every delivery attempt. */
export interface PostbackDeliveriesTable {
  id: Generated<number>;
  network_id: number;
  outbox_id: number;
  postback_id: number | null;
  forwarding_id: number | null;
  publisher_id: number | null;
  conversion_id: number | null;
  click_id: string;
  url: string;
  status_code: number | null;
  error: string | null;
  attempt: number;
  duration_ms: number;
  created_at: string;
}

/** Tables of this area (owned by its migration in migrations/). */
export interface PostbacksDatabase {
  postbacks: PostbacksTable;
  postback_outbox: PostbackOutboxTable;
  postback_deliveries: PostbackDeliveriesTable;
}

export type PostbackRow = Selectable<PostbacksTable>;
export type OutboxRow = Selectable<PostbackOutboxTable>;
