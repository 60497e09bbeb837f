/** Macros a postback URL may carry; the server fills them from the conversion. */
export const POSTBACK_MACROS = [
  'click_id',
  'payout',
  'currency',
  'offer_id',
  'aff_sub1',
  'aff_sub2',
  'aff_sub3',
  'aff_sub4',
  'aff_sub5',
  'conv_ip',
  'status',
  'txn_id',
] as const;

export type PostbackMacro = (typeof POSTBACK_MACROS)[number];

/**
 * live: in effect. pending: waiting for the network's approval (the hold list); `pending_url` / `pending_offer_id`
 * hold the change, `pending_action` says what it is. rejected: the network refused the last change, still shown in
 * `pending_url` / `pending_offer_id` (the live URL, if any, stays in effect).
 */
export type PostbackStatus = 'live' | 'pending' | 'rejected';
export type PostbackChange = 'create' | 'update' | 'delete';

export interface Postback {
  id: number;
  publisher_id: number;
  publisher_name: string;
  /** null: fires for every offer (global). */
  offer_id: number | null;
  offer_name: string | null;
  /** The URL in effect; null while a new postback waits for approval. */
  url: string | null;
  status: PostbackStatus;
  pending_action: PostbackChange | null;
  pending_url: string | null;
  pending_offer_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface PostbackInput {
  url: string;
  offer_id: number | null;
}

/** One attempt to deliver a postback or a forwarding. */
export interface PostbackDelivery {
  id: number;
  /** null for a network forwarding. */
  postback_id: number | null;
  /** The network's forwarding setting, for a forwarding delivery. */
  forwarding_id: number | null;
  /** null when forwarding an advertiser postback whose click id is unknown. */
  conversion_id: number | null;
  click_id: string;
  url: string;
  /** HTTP status, or null when the request failed (the error says why). */
  status_code: number | null;
  error: string | null;
  attempt: number;
  duration_ms: number;
  created_at: string;
}

/** Result of the Test button. */
export interface PostbackTestResult {
  url: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

/** The network owner's decision on a pending postback change. */
export type PostbackDecision = 'approve' | 'reject';

/** Filters of the postbacks list (network owner). */
export interface PostbackQuery {
  status?: PostbackStatus;
  publisher_id?: number;
}
